import Foundation

/// What the system does to a running app, for tests: the stand-ins for a phone call, the
/// Home gesture and the app switcher (OpenUIKit additions, as `performMemoryWarning()`).
/// Each runs the callbacks at once, through the scene life cycle's one mover (E4, E5).
extension UIApplication {
    /// An interruption begins (a call, an alert of the system, Control Center): every
    /// active scene resigns active and stays on screen (E4).
    public func simulateInterruption() {
        for scene in SceneRegistry.shared.connectedScenes where scene.activationState == .foregroundActive {
            SceneLifecycle.move(scene, to: .foregroundInactive)
        }
    }

    /// The interruption ends: scenes on screen become active again (E4).
    public func simulateInterruptionEnded() {
        for scene in SceneRegistry.shared.connectedScenes where scene.activationState == .foregroundInactive {
            SceneLifecycle.move(scene, to: .foregroundActive)
        }
    }

    /// The user goes to the Home Screen: every scene on screen resigns active, then goes to
    /// the background (E5). State is saved on the way (E9, Z1). Controllers get no
    /// appearance callbacks (E6).
    public func simulateBackground() {
        _scenesSentToBackground = SceneRegistry.shared.connectedScenes.filter {
            $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive
        }.map { WeakBox($0) }
        for box in _scenesSentToBackground { if let scene = box.value { SceneLifecycle.move(scene, to: .background) } }
    }

    /// The user opens the app again: the scenes that went to the background with
    /// ``simulateBackground()`` (else the scene in front) come on screen and become active (E5).
    public func simulateForeground() {
        var scenes = _scenesSentToBackground.compactMap(\.value).filter { $0.session.scene === $0 }
        if scenes.isEmpty, let front = SceneRegistry.shared.frontWindowScene { scenes = [front] }
        _scenesSentToBackground = []
        for scene in scenes { SceneLifecycle.move(scene, to: .foregroundInactive) }
        for scene in scenes { SceneLifecycle.move(scene, to: .foregroundActive) }
    }
}
