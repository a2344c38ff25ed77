import Foundation

/// A view inside a scroll view that follows its touches itself from the first one, as a
/// table row's reorder control does (SV13): its touches begin at once, whatever
/// ``UIScrollView/delaysContentTouches`` says, and no drag of the scroll view takes them.
@MainActor
protocol ScrollViewTouchKeeping: UIView {}

extension ReorderControlView: ScrollViewTouchKeeping {}
