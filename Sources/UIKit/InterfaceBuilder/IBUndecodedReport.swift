import Foundation

/// What one instantiation left undecoded (IU1) and the connections it could not make because
/// of it (IU3), reported when the run finishes (IU2).
///
/// The objects made by their own `init?(coder:)` in the run are checked: every attribute of
/// theirs nobody read, and every child element nobody took, is reported, unless
/// ``IBUndecodedIgnoreList`` leaves it on purpose. A child taken by the decoding (a colour, a
/// button's state) is checked the same way, inside; a child made as an object of its own, or
/// read by another run (a scene's view, a prototype cell), is checked when it is made.
@preconcurrency @MainActor
struct IBUndecodedReport {
    /// The elements of the objects made in the run through `init?(coder:)` or their
    /// initialiser, in the order they were made.
    private var roots: [IBElement] = []
    /// Outlets and actions of the run whose destination was not among the run's objects.
    private var unmadeDestinations: [(connection: IBElement, source: IBElement)] = []

    /// Notes an object's element to check at the end of the run.
    mutating func noteObject(_ element: IBElement) { roots.append(element) }

    /// Notes a connection whose destination the run did not have (IU3: reported when that
    /// destination is inside an element that was not decoded).
    mutating func noteUnmadeDestination(_ connection: IBElement, of source: IBElement) {
        unmadeDestinations.append((connection, source))
    }

    /// Checks the run's objects and reports what they left (IU2): each occurrence to the
    /// check command, or once per file and kind to the console.
    func report(in document: IBDocument) {
        let checking = IBCheckRecorder.current != nil
        var findings: [(InterfaceBuilderUndecoded, UIKitDiagnostic)] = []
        var skipped: [String: Skipped] = [:]
        for root in roots {
            // In an app each object is checked once, however often it is made (IU2).
            guard root.markAnalyzed() || checking else { continue }
            check(root, path: "<\(root.name)>", document: document, findings: &findings, skipped: &skipped)
        }
        guard !skipped.isEmpty || !findings.isEmpty else { return }
        findings += connectionFindings(skipped: skipped, document: document)
        findings.sort { ($0.0.line, $0.0.what) < ($1.0.line, $1.0.what) }
        for (finding, diagnostic) in findings {
            if let recorder = IBCheckRecorder.current {
                recorder.undecoded.append(finding)
            } else {
                let kindKey = finding.kind == .connection ? "\(finding.line) \(finding.what)" : finding.what
                guard document.reportedUndecoded.insert(kindKey) else { continue }
            }
            UIKitDiagnostics.warn(diagnostic)
        }
    }

    /// An element left undecoded, standing for itself and every element inside it.
    private struct Skipped {
        let element: IBElement
        let path: String
    }

    /// Checks one element's attributes and children, descending into those taken.
    private func check(_ element: IBElement, path: String, document: IBDocument,
                       findings: inout [(InterfaceBuilderUndecoded, UIKitDiagnostic)], skipped: inout [String: Skipped]) {
        let unread = element.unreadAttributes.filter { !IBUndecodedIgnoreList.ignores(attribute: $0, of: element) }
        for name in unread.sorted() {
            let value = element.attributes[name] ?? ""
            let shown = name == "#text" ? "text" : name
            let diagnostic = UIKitDiagnostic.undecodedInterfaceBuilderAttribute(
                shown, value: value, of: path, file: document.file, line: element.line)
            findings.append((InterfaceBuilderUndecoded(kind: .attribute, file: document.file, line: element.line,
                                                       what: "\(shown) of \(path)", message: diagnostic.message), diagnostic))
        }
        for child in element.children where !child.isSettled && !IBUndecodedIgnoreList.ignores(child) {
            let described = Self.describe(child)
            if child.isConsumed {
                check(child, path: path + described, document: document, findings: &findings, skipped: &skipped)
                continue
            }
            let diagnostic = UIKitDiagnostic.undecodedInterfaceBuilderElement(described, of: path, file: document.file, line: child.line)
            findings.append((InterfaceBuilderUndecoded(kind: .element, file: document.file, line: child.line,
                                                       what: "\(described) of \(path)", message: diagnostic.message), diagnostic))
            let entry = Skipped(element: child, path: path)
            child.forEachInSubtree { if let id = $0.id { skipped[id] = entry } }
        }
    }

    /// IU3: the connections with an end inside an element that was not decoded: those of the
    /// run whose destination is there, and those made from inside it (their source was never
    /// made).
    private func connectionFindings(skipped: [String: Skipped], document: IBDocument) -> [(InterfaceBuilderUndecoded, UIKitDiagnostic)] {
        var findings: [(InterfaceBuilderUndecoded, UIKitDiagnostic)] = []
        func add(_ connection: IBElement, source: IBElement, unmade: IBElement, end: String, because entry: Skipped) {
            // `unmade` is the destination, or the source itself.
            let name = connection["property"] ?? connection["selector"] ?? connection["identifier"] ?? connection["kind"] ?? ""
            let diagnostic = UIKitDiagnostic.interfaceBuilderConnectionNotMade(
                connection.name, name: name, source: Self.describeObject(source), sourceLine: source.line,
                destination: end == "destination" ? Self.describeObject(unmade) : nil,
                undecoded: "\(Self.describe(entry.element)) of \(entry.path)", undecodedLine: entry.element.line,
                file: document.file, line: connection.line)
            findings.append((InterfaceBuilderUndecoded(kind: .connection, file: document.file, line: connection.line,
                                                       what: "\(connection.name) whose \(end) was not made", message: diagnostic.message),
                             diagnostic))
        }
        var seen: Set<ObjectIdentifier> = []
        for (connection, source) in unmadeDestinations {
            guard let id = connection["destination"], let entry = skipped[id], let destination = document.elementsByID[id],
                  seen.insert(ObjectIdentifier(connection)).inserted else { continue }
            add(connection, source: source, unmade: destination, end: "destination", because: entry)
        }
        var tops: [ObjectIdentifier: Skipped] = [:]
        for entry in skipped.values { tops[ObjectIdentifier(entry.element)] = entry }
        for entry in tops.values {
            entry.element.forEachInSubtree { source in
                for connection in source.children where connection.name == "connections" {
                    for made in connection.children where seen.insert(ObjectIdentifier(made)).inserted {
                        add(made, source: source, unmade: source, end: "source", because: entry)
                    }
                }
            }
        }
        return findings
    }

    /// `<name key="key">`, or `<name>` without a key.
    static func describe(_ element: IBElement) -> String {
        element.key.map { "<\(element.name) key=\"\($0)\">" } ?? "<\(element.name)>"
    }

    /// `<name id="id">`, or `<name>` without an id.
    static func describeObject(_ element: IBElement) -> String {
        element.id.map { "<\(element.name) id=\"\($0)\">" } ?? "<\(element.name)>"
    }
}

/// The kinds of undecoded things already reported for one document (IU2: once per file and
/// kind in an app).
@preconcurrency @MainActor
final class IBReportedUndecoded {
    private var kinds: Set<String> = []

    nonisolated init() {}

    /// Notes a kind; true the first time.
    func insert(_ kind: String) -> Bool { kinds.insert(kind).inserted }
}
