#if Live
import Foundation

/// A message from the live page, as JSON text: what the person did in the browser.
enum LiveMessage: Equatable {
    /// A finger (mouse button or touch) went down, moved, lifted or was cancelled at a point
    /// of the screen, in points. `id` tells fingers apart.
    case touch(id: Int, phase: Phase, x: Double, y: Double)
    /// The wheel or a trackpad scrolled by (`dx`, `dy`) points over the point (`x`, `y`).
    case wheel(x: Double, y: Double, dx: Double, dy: Double)
    /// Text typed (a character or a paste).
    case text(String)
    /// A special key.
    case key(Key)
    /// One of the simulator's menus.
    case menu(MenuAction)

    enum Phase: String, Decodable { case began, moved, ended, cancelled }
    enum Key: String, Decodable { case backspace = "Backspace", enter = "Enter" }
    enum MenuAction: Equatable {
        case device(String)
        case rotate(left: Bool)
        case appearance(dark: Bool)
        case textSize(String)
        case background, foreground
    }

    /// Why a message was dropped.
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// The wire format: `{"type": "touch", "id": 1, "phase": "began", "x": 10, "y": 20}`, …
    private struct Wire: Decodable {
        let type: String
        let id: Int?
        let phase: Phase?
        let x: Double?, y: Double?, dx: Double?, dy: Double?
        let text: String?
        let key: Key?
        let action: String?
        let value: String?
    }

    /// Decodes one message; anything else is ``Malformed`` with the reason.
    init(json: String) throws {
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(json.utf8))
        } catch {
            throw Malformed(description: "not a message the page sends (\(error))")
        }
        func number(_ value: Double?, _ name: String) throws -> Double {
            guard let value, value.isFinite else { throw Malformed(description: "\(wire.type) without a finite \(name)") }
            return value
        }
        switch wire.type {
        case "touch":
            guard let phase = wire.phase else { throw Malformed(description: "touch without a phase") }
            self = .touch(id: wire.id ?? 0, phase: phase, x: try number(wire.x, "x"), y: try number(wire.y, "y"))
        case "wheel":
            self = .wheel(x: try number(wire.x, "x"), y: try number(wire.y, "y"), dx: try number(wire.dx, "dx"), dy: try number(wire.dy, "dy"))
        case "text":
            guard let text = wire.text, !text.isEmpty, text.count <= 1_000 else { throw Malformed(description: "text empty or too long") }
            self = .text(text)
        case "key":
            guard let key = wire.key else { throw Malformed(description: "key not Backspace or Enter") }
            self = .key(key)
        case "menu":
            switch (wire.action, wire.value) {
            case ("device", let name?): self = .menu(.device(name))
            case ("rotate", "left"): self = .menu(.rotate(left: true))
            case ("rotate", "right"): self = .menu(.rotate(left: false))
            case ("appearance", "dark"): self = .menu(.appearance(dark: true))
            case ("appearance", "light"): self = .menu(.appearance(dark: false))
            case ("textSize", let size?): self = .menu(.textSize(size))
            case ("background", _): self = .menu(.background)
            case ("foreground", _): self = .menu(.foreground)
            default: throw Malformed(description: "unknown menu action \(wire.action ?? "nil") \(wire.value ?? "")")
            }
        default:
            throw Malformed(description: "unknown message type \"\(wire.type)\"")
        }
    }
}
#endif
