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
/// Difference from UIKit: attributed titles and custom row views are not modelled.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of a component. Default: the picker's width shared equally.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of a component's rows. Default: 32 points.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row. Default: nil.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
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
    /// Default: nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
