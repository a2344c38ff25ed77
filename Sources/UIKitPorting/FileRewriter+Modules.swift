#if Porting
import SwiftSyntax

/// The modules iOS code imports beside UIKit (the visits that find them are in the class body).
extension FileRewriter {
    /// Apple's modules that OpenUIKit provides, under names of its own: a module named `os`,
    /// `ObjectiveC` or `CoreGraphics` in a build would change what `#if canImport(…)` answers
    /// for every other package built beside it (Swift's packages test exactly those names
    /// to choose Apple-only code), so `import os` and `canImport(os)` are renamed instead.
    static let companionModules: [String: String] = [
        "CoreGraphics": "OpenUIKitCoreGraphics", "QuartzCore": "OpenUIKitQuartzCore", "ObjectiveC": "OpenUIKitObjectiveC",
        "os": "OpenUIKitOS", "OSLog": "OpenUIKitOS", "MobileCoreServices": "OpenUIKitMobileCoreServices",
    ]

    /// Apple's frameworks OpenUIKit does not have: importing one is refused with its name,
    /// unless the import is inside `#if canImport(ThatModule)` (false here, as the code says).
    static let unavailableFrameworks: Set<String> = [
        "AddressBook", "AddressBookUI", "ARKit", "AssetsLibrary", "AudioToolbox", "AVKit", "BackgroundTasks", "CallKit",
        "CarPlay", "CloudKit", "Contacts", "ContactsUI", "CoreAudio", "CoreBluetooth", "CoreData", "CoreHaptics", "CoreImage",
        "CoreLocation", "CoreML", "CoreMotion", "CoreNFC", "CoreSpotlight", "CoreTelephony", "CoreText", "CoreVideo",
        "EventKit", "EventKitUI", "GameController", "GameKit", "GLKit", "HealthKit", "HomeKit", "ImageIO", "Intents",
        "IntentsUI", "LinkPresentation", "LocalAuthentication", "MapKit", "MediaPlayer", "MessageUI", "Messages", "Metal",
        "MetalKit", "MultipeerConnectivity", "NaturalLanguage", "NetworkExtension", "NotificationCenter", "Photos",
        "PhotosUI", "PDFKit", "PassKit", "QuickLook", "ReplayKit", "SafariServices", "SceneKit", "Social", "Speech",
        "SpriteKit", "StoreKit", "SwiftUI", "UserNotifications", "UserNotificationsUI", "Vision", "VisionKit", "WatchConnectivity",
        "WebKit", "WidgetKit",
    ]

    /// `import CoreGraphics` (or `os.log`, `ObjectiveC.runtime`) becomes the companion module;
    /// an unavailable framework is refused with its name.
    func portImport(_ node: ImportDeclSyntax) {
        guard let first = node.path.first?.name.text else { return }
        if ["UIKit", "Foundation"].contains(first), node.path.count > 1, node.importKindSpecifier == nil {
            // `import UIKit.UIColor`: one of the SDK's Objective-C submodules; the module here.
            replace(node.path, with: first)
            note(node, "import \(node.path.trimmedDescription)", "import \(first)")
        } else if let companion = Self.companionModules[first] {
            if node.importKindSpecifier != nil, let component = node.path.first {
                replace(component.name, with: companion)
            } else {
                replace(node.path, with: companion)
            }
            note(node, "import \(node.path.trimmedDescription)", "import \(companion)")
        } else if Self.unavailableFrameworks.contains(first), !isInsideCanImport(of: first, node) {
            refuse(node, "import \(node.path.trimmedDescription)", "OpenUIKit has no \(first) (of Apple's frameworks it provides UIKit, "
                + "CoreGraphics, QuartzCore, ObjectiveC, os, MobileCoreServices, UniformTypeIdentifiers and AVFoundation's "
                + "AVMakeRect); keep the code that needs it out of the Linux build with #if canImport(\(first))")
        }
    }

    /// `canImport(CoreGraphics)` asks for the companion module, which a ported target has.
    func portCanImport(_ call: FunctionCallExprSyntax) {
        guard call.calledExpression.trimmedDescription == "canImport", let argument = call.arguments.first?.expression else { return }
        let module = argument.trimmedDescription.split(separator: ".").first.map(String.init) ?? ""
        guard let companion = Self.companionModules[module] else { return }
        replace(argument, with: companion)
        note(call, "canImport(\(argument.trimmedDescription))", "canImport(\(companion))")
    }

    /// Whether `node` is inside an `#if` clause (an import there is not one the whole file has).
    func isInsideIfConfig(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(IfConfigClauseSyntax.self) { return true }
            current = syntax.parent
        }
        return false
    }

    /// Whether `node` is inside an `#if` clause whose condition asks `canImport(module)`.
    private func isInsideCanImport(of module: String, _ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self),
               clause.condition?.trimmedDescription.contains("canImport(\(module)") == true {
                return true
            }
            current = syntax.parent
        }
        return false
    }
}
#endif
