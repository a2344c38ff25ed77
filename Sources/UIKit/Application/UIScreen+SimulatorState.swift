import Foundation

extension UIScreen {
    /// What the simulator's menus set (device, how it is held, split screen) and which
    /// window is key: saved and put back by tools that change them for a moment (the
    /// snapshot strategies). SPI between OpenUIKit's modules, not API.
    @_spi(Testing)
    public struct _SimulatorState {
        let device: DeviceProfile
        let deviceOrientation: UIDeviceOrientation
        let interfaceOrientation: UIInterfaceOrientation
        let multitaskingLayout: MultitaskingLayout
        let keyWindowReference: WeakBox<UIWindow>?  // PL11: not `weak`
        var keyWindow: UIWindow? { keyWindowReference?.value }
    }

    /// The current simulator state.
    @_spi(Testing)
    public var _simulatorState: _SimulatorState {
        let scene = UIWindowScene._main
        return _SimulatorState(device: deviceProfile, deviceOrientation: UIDevice.current._orientation,
                               interfaceOrientation: scene.interfaceOrientation, multitaskingLayout: scene._multitaskingLayout,
                               keyWindowReference: UIApplication.shared._keyWindow.map { WeakBox($0) })
    }

    /// Puts a saved state back at once, without rotation or resizing callbacks: windows that
    /// fill the scene fill it again and lay out; the saved key window, if still shown, is key.
    @_spi(Testing)
    public func _restore(_ state: _SimulatorState) {
        if state.device != deviceProfile { setDeviceProfile(state.device) }
        let scene = UIWindowScene._main
        let old = scene._bounds
        UIDevice.current._orientation = state.deviceOrientation
        scene._interfaceOrientation = state.interfaceOrientation
        scene._multitaskingLayout = state.multitaskingLayout
        scene._environmentChanged(oldBounds: old)
        if let window = state.keyWindow, !window.isHidden, !window.isKeyWindow { window.makeKey() }
    }

    /// Makes the screen `device`, held `orientation`, split `layout`, at once and without
    /// rotation or resizing callbacks (as ``_restore(_:)`` puts a state back): windows that
    /// fill the scene fill it again. The interface takes the device's orientation; a window
    /// shown afterwards turns it back if its controller does not support it.
    @_spi(Testing)
    public func _set(device: DeviceProfile, orientation: UIDeviceOrientation, layout: MultitaskingLayout) {
        _restore(_SimulatorState(device: device, deviceOrientation: orientation,
                                 interfaceOrientation: orientation.interfaceOrientation ?? .portrait,
                                 multitaskingLayout: device.idiom == .pad ? layout : .fullScreen, keyWindowReference: nil))
    }

    /// The scene's split-screen layout (pads).
    @_spi(Testing)
    public var _multitaskingLayout: MultitaskingLayout { UIWindowScene._main._multitaskingLayout }

    /// The app's one window scene.
    @_spi(Testing)
    public var _windowScene: UIWindowScene { UIWindowScene._main }
}
