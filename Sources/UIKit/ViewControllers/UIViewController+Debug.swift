import Foundation

extension UIViewController {
    /// The controller tree from this controller, one controller a line, as UIKit's debugging
    /// aid `_printHierarchy` prints it (private API on iOS, typed in lldb as
    /// `po [vc _printHierarchy]`):
    ///
    /// ```
    /// <UITabBarController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>
    ///    | <MyApp.FeedViewController 0x…>, state: appeared, view: <UITableView 0x…>
    ///    | <UINavigationController 0x…>, state: disappeared, view: (view not loaded)
    ///    + <MyApp.EditorViewController 0x…>, state: appeared, view: <UIView 0x…>, presented with: <UISheetPresentationController 0x…>
    /// ```
    ///
    /// Children are marked `|`, a presented controller `+`, both one level below the
    /// controller that holds them; a loaded view outside any window is noted `not in the
    /// window`. Difference from iOS: presentation controllers print as the public classes
    /// (`UISheetPresentationController`), not the private ones (`_UIPageSheet…`).
    public func _printHierarchy() -> String {
        var lines: [String] = []
        // Each ancestor below the root adds "   | "; the controller's own level is "   | "
        // for a child and "   + " for a presented controller.
        func visit(_ controller: UIViewController, ancestors: String, marker: String) {
            lines.append(ancestors + marker + controller._hierarchyLine)
            let below = marker.isEmpty ? "" : ancestors + "   | "
            for child in controller._children { visit(child, ancestors: below, marker: "   | ") }
            if let presented = controller._presentedViewController { visit(presented, ancestors: below, marker: "   + ") }
        }
        visit(self, ancestors: "", marker: "")
        return lines.joined(separator: "\n")
    }

    /// One line of ``_printHierarchy()``: the controller, its appearance state and its view.
    private var _hierarchyLine: String {
        var line = "<\(objectClassName(self)) \(objectAddress(self))>, state: \(appearanceState), view: "
        if let view = viewIfLoaded {
            line += "<\(objectClassName(view)) \(objectAddress(view))>"
            if view.window == nil { line += " not in the window" }
        } else {
            line += "(view not loaded)"
        }
        if _presentingViewController != nil, let presentation = _presentationController {
            line += ", presented with: <\(objectClassName(presentation)) \(objectAddress(presentation))>"
        }
        return line
    }
}
