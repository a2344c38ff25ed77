import Foundation

/// The data source of a picker view: how many components (wheels) and rows it has.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of a component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The delegate of a picker view: the rows' titles and sizes, and the user's selections.
///
/// Every method has a default (Linux has no optional protocol requirements): no title, the
/// picker's own widths and heights, nothing on selection, as UIKit does for a method the
/// delegate does not implement.
/// A row's view is, in this order, the delegate's
/// ``pickerView(_:viewForRow:forComponent:reusing:)``, a label of its attributed title, or a
/// label of its title (PK1, PK5): the default of the view method makes that label.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of a component. Default: the picker's width shared equally.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of a component's rows. Default: 32 points.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row. Default: nil.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row, used before the plain title. Default: nil.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view of a row; `view` is one this component showed before and no longer shows, to
    /// reuse (PK2). Default: a label of the attributed title or the title (PK5).
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user selected a row (not sent for ``UIPickerView/selectRow(_:inComponent:animated:)``).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Default: the picker's width shared equally among its components.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView._defaultComponentWidth
    }
    /// Default: 32 points.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }
    /// Default: nil.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Default: nil.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// Default: the picker's label for the row (PK5).
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView._titleView(forRow: row, forComponent: component, reusing: view)
    }
    /// Default: nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
