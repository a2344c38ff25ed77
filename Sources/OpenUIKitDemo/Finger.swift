import UIKit

/// The demo's stand-in for the user's finger: touches at points of the window, sent through
/// `UIApplication.sendEvent(_:)` so hit testing and gesture recognizers see them as on a device.
@MainActor
struct Finger {
    let window: UIWindow

    /// A tap at a point of the window.
    func tap(at point: CGPoint) {
        let touch = UITouch(location: point, in: window)
        let time = ProcessInfo.processInfo.systemUptime
        UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: time))
        touch.setPhase(.ended)
        UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: time + 0.05))
    }

    /// A tap at the centre of a view.
    func tap(_ view: UIView) {
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
    }

    /// A quick swipe from one point to another, in ten moves 1/60 s apart.
    func swipe(from start: CGPoint, to end: CGPoint) {
        let touch = UITouch(location: start, in: window)
        var time = ProcessInfo.processInfo.systemUptime
        UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: time))
        for step in 1...10 {
            let t = CGFloat(step) / 10
            touch.move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            time += 1.0 / 60
            UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: time))
        }
        touch.setPhase(.ended)
        UIApplication.shared.sendEvent(UIEvent(touches: [touch], timestamp: time + 1.0 / 60))
    }
}
