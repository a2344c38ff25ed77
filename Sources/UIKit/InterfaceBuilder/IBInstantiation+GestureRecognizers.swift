import Foundation

extension IBInstantiation {
    /// A gesture recognizer from its element (one of
    /// ``IBClassCatalog/gestureRecognizerElements``), with the attributes Xcode writes for it:
    /// - every recognizer: `enabled`, `cancelsTouchesInView`;
    /// - tap: `numberOfTapsRequired`, `numberOfTouchesRequired`;
    /// - pan and screen-edge pan: `minimumNumberOfTouches`, `maximumNumberOfTouches`, and for
    ///   the screen edge the `<rectEdge key="edges">` child;
    /// - swipe: `direction` (`right` when absent), `numberOfTouchesRequired`;
    /// - long press (`pongPressGestureRecognizer`): `minimumPressDuration`, `allowableMovement`,
    ///   `numberOfTapsRequired`, `numberOfTouchesRequired`;
    /// - pinch and rotation: none of their own.
    /// Nil for another element.
    func makeGestureRecognizer(_ element: IBElement) -> UIGestureRecognizer? {
        let recognizer: UIGestureRecognizer
        switch element.name {
        case "tapGestureRecognizer":
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            if let taps = element.int("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = element.int("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
            recognizer = tap
        case "panGestureRecognizer", "screenEdgePanGestureRecognizer":
            let pan: UIPanGestureRecognizer
            if element.name == "screenEdgePanGestureRecognizer" {
                let edgePan = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
                if let edges = element.child(key: "edges") { edgePan.edges = edges.rectEdge }
                pan = edgePan
            } else {
                pan = UIPanGestureRecognizer(target: nil, action: nil)
            }
            if let minimum = element.int("minimumNumberOfTouches") { pan.minimumNumberOfTouches = minimum }
            if let maximum = element.int("maximumNumberOfTouches") { pan.maximumNumberOfTouches = maximum }
            recognizer = pan
        case "swipeGestureRecognizer":
            let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
            if let direction = element["direction"].flatMap({ IBNames.swipeDirections[$0] }) { swipe.direction = direction }
            if let touches = element.int("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = touches }
            recognizer = swipe
        case "pongPressGestureRecognizer":
            let press = UILongPressGestureRecognizer(target: nil, action: nil)
            if let duration = element.double("minimumPressDuration") { press.minimumPressDuration = duration }
            if let movement = element.double("allowableMovement") { press.allowableMovement = CGFloat(movement) }
            if let taps = element.int("numberOfTapsRequired") { press.numberOfTapsRequired = taps }
            if let touches = element.int("numberOfTouchesRequired") { press.numberOfTouchesRequired = touches }
            recognizer = press
        case "pinchGestureRecognizer":
            recognizer = UIPinchGestureRecognizer(target: nil, action: nil)
        case "rotationGestureRecognizer":
            recognizer = UIRotationGestureRecognizer(target: nil, action: nil)
        default:
            return nil
        }
        if let enabled = element.bool("enabled") { recognizer.isEnabled = enabled }
        if let cancels = element.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        return recognizer
    }
}
