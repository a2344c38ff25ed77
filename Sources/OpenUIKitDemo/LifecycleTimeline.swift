import Foundation
import UIKit

/// The lifecycle callbacks of the tour on one time axis: one lane per controller, each
/// callback a labelled mark, written as SVG. Layout callbacks are left out (their counts
/// are not fixed by UIKit).
@MainActor
final class LifecycleTimeline {
    private struct Mark {
        let time: TimeInterval
        let lane: String
        let label: String
    }

    private var marks: [Mark] = []
    private var lanes: [String] = []
    private var steps: [(time: TimeInterval, title: String)] = []

    /// Records a callback of the controller named `lane`.
    func add(time: TimeInterval, lane: String, callback: String) {
        if !lanes.contains(lane) { lanes.append(lane) }
        marks.append(Mark(time: time, lane: lane, label: callback))
    }

    /// Records the start of a tour step (a dashed line across every lane).
    func step(time: TimeInterval, _ title: String) { steps.append((time, title)) }

    /// The SVG document.
    func svg() -> String {
        let laneHeight = 34.0, left = 130.0, pixelsPerSecond = 110.0, top = 40.0
        let end = (marks.map(\.time) + steps.map(\.time)).max() ?? 1
        let width = left + (end + 0.5) * pixelsPerSecond, height = top + Double(lanes.count) * laneHeight + 20
        func x(_ time: TimeInterval) -> Double { left + time * pixelsPerSecond }
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" font-family="Inter, Helvetica, sans-serif" font-size="10">
        <rect width="100%" height="100%" fill="white"/>
        <text x="10" y="18" font-size="13" font-weight="600">OpenUIKit demo tour: lifecycle callbacks (seconds since launch)</text>

        """
        for second in 0...Int(end.rounded(.up)) {
            svg += "<line x1=\"\(x(Double(second)))\" y1=\"\(top - 8)\" x2=\"\(x(Double(second)))\" y2=\"\(height - 14)\" stroke=\"#eee\"/>"
            svg += "<text x=\"\(x(Double(second)) + 2)\" y=\"\(height - 4)\" fill=\"#888\">\(second)s</text>\n"
        }
        for (index, lane) in lanes.enumerated() {
            let y = top + Double(index) * laneHeight + laneHeight / 2
            svg += "<text x=\"10\" y=\"\(y + 4)\" font-weight=\"600\">\(escape(lane))</text>"
            svg += "<line x1=\"\(left)\" y1=\"\(y)\" x2=\"\(width - 10)\" y2=\"\(y)\" stroke=\"#ccc\"/>\n"
        }
        for step in steps {
            svg += "<line x1=\"\(x(step.time))\" y1=\"\(top - 8)\" x2=\"\(x(step.time))\" y2=\"\(height - 14)\" stroke=\"#b0c4de\" stroke-dasharray=\"3,3\">"
            svg += "<title>\(escape(step.title))</title></line>\n"
        }
        var lastLabelEnd: [String: Double] = [:]
        for mark in marks {
            let lane = lanes.firstIndex(of: mark.lane) ?? 0
            let y = top + Double(lane) * laneHeight + laneHeight / 2
            let color = mark.label.contains("Appear") ? "#007aff" : mark.label.contains("Disappear") ? "#ff3b30"
                : mark.label.contains("Parent") ? "#34c759" : "#8e8e93"
            svg += "<circle cx=\"\(x(mark.time))\" cy=\"\(y)\" r=\"3.5\" fill=\"\(color)\"><title>\(escape(mark.lane)).\(escape(mark.label)) at \(String(format: "%.3f", mark.time))s</title></circle>"
            // Labels alternate above and below the lane when they would overlap.
            let labelX = x(mark.time) + 4
            let above = (lastLabelEnd[mark.lane] ?? 0) < labelX
            lastLabelEnd[mark.lane] = labelX + Double(mark.label.count) * 5
            svg += "<text x=\"\(labelX)\" y=\"\(above ? y - 6 : y + 13)\" fill=\"\(color)\">\(escape(mark.label))</text>\n"
        }
        return svg + "</svg>\n"
    }
}
