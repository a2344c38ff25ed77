import Foundation
import Testing
@_spi(Rendering) @testable import UIKit
import UIKitRendering
import UIKitTesting

/// Four sections of ten rows titled "A" to "D", with an index of the same titles.
@MainActor
private final class IndexedSections: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 4 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C", "D"] }
}

/// The section index and the separators as the renderers draw them (SX3, SX10, SX12).
@MainActor
@Suite(.uikit) struct TableIndexRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    /// Writes a picture for a person to look at when `OPENUIKIT_PICTURES` names a folder.
    private func keep(_ image: RenderedImage, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["OPENUIKIT_PICTURES"] else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? image.pngData(compression: .fast).write(to: URL(fileURLWithPath: folder + "/" + name + ".png"))
    }

    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// The pixels of `rect` (in points) of an image at `scale` that pass `test`.
    private func count(in image: RenderedImage, _ rect: CGRect, scale: CGFloat,
                       _ test: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> Int {
        var found = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) where test(image.pixel(x: x, y: y)) { found += 1 }
        }
        return found
    }

    @Test func test_SX3_theIndexIsDrawnByUIKitRenderingAndByTheModulesOwnRecording() throws {
        let source = IndexedSections()
        let controller = UIViewController()
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.sectionIndexColor = red
        table.sectionIndexBackgroundColor = blue
        controller.view.addSubview(table)
        let window = showInWindow(controller)
        defer { tearDownWindows() }
        window.layoutIfNeeded()
        let index = try #require(table._sectionIndex)
        let column = index.convert(index.bounds, to: window)
        let firstTitle = index.convert(index.labels[0].frame, to: window)
        #expect(column == CGRect(x: 375, y: 47, width: 15, height: 763))

        let cairo = ViewRenderer(scale: 2).image(of: window)
        keep(cairo, "section-index")
        // The background fills the column, over the rows; the title's glyphs are red on it.
        #expect(cairo.pixel(at: CGPoint(x: 382, y: 100)) == (0, 0, 255, 255))
        #expect(cairo.pixel(at: CGPoint(x: 370, y: 100)) == (255, 255, 255, 255))
        #expect(count(in: cairo, firstTitle, scale: 2) { $0.red > 150 && $0.blue < 100 } > 10)

        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let recorded = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let png = try #require(recorded.pngData())
        let picture = try #require(RenderedImage(pngData: png))
        #expect(picture.pixel(at: CGPoint(x: 382, y: 100)) == (0, 0, 255, 255))
        #expect(count(in: picture, firstTitle, scale: 1) { $0.red > 150 && $0.blue < 100 } > 3)
    }

    @Test func test_SX10_separatorsAreDrawnAtTheInsetTheRowsGot() throws {
        let source = IndexedSections()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let table = UITableView(frame: root.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        root.addSubview(table)
        root.layoutIfNeeded()
        table._sectionIndex?.isHidden = true  // the rows' full width, for the right inset
        // A negative inset of the cell's own counts as 0: from the row's leading edge.
        try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))).separatorInset = UIEdgeInsets(top: 0, left: -5, bottom: 0, right: 0)
        root.layoutIfNeeded()
        let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
        let image = ViewRenderer(scale: 2).image(of: root)
        let first = 44 - 0.25, second = 88 - 0.25  // the hairline's pixel row under each row
        #expect(image.pixel(at: CGPoint(x: 1, y: first)) != white)
        #expect(image.pixel(at: CGPoint(x: 30, y: second)) == white)
        #expect(image.pixel(at: CGPoint(x: 45, y: second)) != white && image.pixel(at: CGPoint(x: 300, y: second)) != white)
        #expect(image.pixel(at: CGPoint(x: 315, y: second)) == white)
        // SX12: no separators with `.none`.
        table.separatorStyle = .none
        let bare = ViewRenderer(scale: 2).image(of: root)
        #expect(bare.pixel(at: CGPoint(x: 45, y: second)) == white && bare.pixel(at: CGPoint(x: 1, y: first)) == white)
    }
}
