import Foundation

/// A particle as shown at one moment (for renderers).
@_spi(Rendering) public struct EmitterParticle: @unchecked Sendable {
    /// The centre, in the emitter layer's coordinates.
    public let position: CGPoint
    /// The scale of the contents.
    public let scale: CGFloat
    /// The rotation, in radians.
    public let rotation: CGFloat
    /// The colour the contents are multiplied by, components 0...1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// The cell's contents (a `CGImage` or `UIImage`) and their pixels per point.
    public let contents: Any?
    public let contentsScale: CGFloat
    /// Seconds since the particle was born.
    public let age: CFTimeInterval
}

/// The emission of a ``CAEmitterLayer`` as a function of the layer's time (LK15): the cells
/// and layer properties are kept as eras (each change starts one), and the particles alive
/// at a time are computed from them, each particle's random choices drawn from the seed
/// and the particle's index, so any time can be shown in any order with the same result.
struct EmitterSimulation {
    /// The layer's emission properties.
    struct Parameters: Equatable {
        var birthRate: CGFloat = 1, lifetime: CGFloat = 1
        var position = CGPoint.zero, size = CGSize.zero
        var shape = CAEmitterLayerEmitterShape.point, mode = CAEmitterLayerEmitterMode.volume
        var velocity: CGFloat = 1, scale: CGFloat = 1, spin: CGFloat = 1
    }

    /// A cell's properties, read when the cells were set (LK16).
    struct Cell {
        var name: String?
        var isEnabled: Bool
        var birthRate, lifetime, lifetimeRange: CGFloat
        var latitude, longitude, emissionRange: CGFloat
        var velocity, velocityRange, xAcceleration, yAcceleration: CGFloat
        var scale, scaleRange, scaleSpeed, spin, spinRange: CGFloat
        var color: [CGFloat], colorRanges: [CGFloat], colorSpeeds: [CGFloat]
        var contents: Any?
        var contentsScale: CGFloat
        var children: [Cell]
        /// When it emits, in its parent's time (CA3).
        var window: EmissionWindow

        @MainActor init(_ cell: CAEmitterCell) {
            name = cell.name; isEnabled = cell.isEnabled
            birthRate = CGFloat(cell.birthRate); lifetime = CGFloat(cell.lifetime); lifetimeRange = CGFloat(cell.lifetimeRange)
            latitude = cell.emissionLatitude; longitude = cell.emissionLongitude; emissionRange = cell.emissionRange
            velocity = cell.velocity; velocityRange = cell.velocityRange
            xAcceleration = cell.xAcceleration; yAcceleration = cell.yAcceleration
            scale = cell.scale; scaleRange = cell.scaleRange; scaleSpeed = cell.scaleSpeed
            spin = cell.spin; spinRange = cell.spinRange
            let components = cell.color?.components ?? [1, 1, 1, 1]
            color = components.count >= 4 ? Array(components.prefix(4)) : [components[0], components[0], components[0], components.last ?? 1]
            colorRanges = [cell.redRange, cell.greenRange, cell.blueRange, cell.alphaRange].map { CGFloat($0) }
            colorSpeeds = [cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed].map { CGFloat($0) }
            contents = cell.contents; contentsScale = cell.contentsScale
            children = (cell.emitterCells ?? []).map(Cell.init)
            window = EmissionWindow(cell)
        }

        /// The longest a particle of this cell (and its own particles) can be shown.
        func longestLife(_ parameters: Parameters) -> CGFloat {
            (lifetime + abs(lifetimeRange)) * parameters.lifetime + (children.map { $0.longestLife(parameters) }.max() ?? 0)
        }
    }

    /// The cells and properties in effect from `start`, and how many particles of each
    /// top-level cell had been due by then (fractions carried, so a change causes no burst).
    struct Era {
        var start: CFTimeInterval
        var parameters: Parameters
        var cells: [Cell]
        var dueBefore: [CGFloat]
        /// Which emission these belong to (setting the cells starts a new one).
        var generation: Int
    }

    var eras: [Era] = []
    var seed: UInt64 = 0
    private var generation = 0
    /// When the cells were last set: the top-level cells' time starts there (CA3).
    private var emissionStart: CFTimeInterval = 0

    /// The cells were set: a new emission starts at `time`.
    @MainActor mutating func restart(cells: [CAEmitterCell], parameters: Parameters, at time: CFTimeInterval) {
        generation += 1
        emissionStart = time
        eras = [Era(start: time, parameters: parameters, cells: cells.map(Cell.init), dueBefore: cells.map { _ in 0 }, generation: generation)]
    }

    /// The layer's properties changed at `time`.
    mutating func change(parameters: Parameters, at time: CFTimeInterval) {
        guard let last = eras.last, last.parameters != parameters else { return }
        append(cells: last.cells, parameters: parameters, at: time)
    }

    /// Starts an era at `time`, carrying the particles due so far.
    private mutating func append(cells: [Cell], parameters: Parameters, at time: CFTimeInterval) {
        guard let last = eras.last else { return }
        let elapsed = max(0, time - last.start)
        let due = last.cells.indices.map { index in
            last.dueBefore[index] + EmitterSimulation.rate(of: last.cells[index], last.parameters) * CGFloat(elapsed)
        }
        if time <= last.start { eras.removeLast() }
        eras.append(Era(start: max(time, last.start), parameters: parameters, cells: cells, dueBefore: due, generation: last.generation))
        // Eras whose particles have all died are forgotten.
        let longest = cells.map { $0.longestLife(parameters) }.max() ?? 0
        while eras.count > 2, eras[1].start < time - CFTimeInterval(longest) - 1, eras[0].generation == eras[1].generation {
            let longestBefore = eras[0].cells.map { $0.longestLife(eras[0].parameters) }.max() ?? 0
            guard eras[1].start + CFTimeInterval(longestBefore) < time else { break }
            eras.removeFirst()
        }
    }

    /// A top-level cell's birth rate under `parameters`.
    static func rate(of cell: Cell, _ parameters: Parameters) -> CGFloat {
        cell.isEnabled ? max(0, cell.birthRate * parameters.birthRate) : 0
    }

    // MARK: Cells by name (LK16)

    /// The value of a named top-level cell's property, as key-value coding answers it.
    func cellValue(named name: String, property: String) -> Any? {
        guard let cell = eras.last?.cells.first(where: { $0.name == name }) else { return nil }
        switch property {
        case "birthRate": return NSNumber(value: Double(cell.birthRate))
        case "lifetime": return NSNumber(value: Double(cell.lifetime))
        case "velocity": return NSNumber(value: Double(cell.velocity))
        case "scale": return NSNumber(value: Double(cell.scale))
        case "emissionLongitude": return NSNumber(value: Double(cell.longitude))
        case "yAcceleration": return NSNumber(value: Double(cell.yAcceleration))
        case "xAcceleration": return NSNumber(value: Double(cell.xAcceleration))
        case "enabled", "isEnabled": return NSNumber(value: cell.isEnabled)
        case "contents": return cell.contents
        default: return nil
        }
    }

    /// Changes a named top-level cell's property from `time` on.
    mutating func setCellValue(_ value: Any?, named name: String, property: String, at time: CFTimeInterval) {
        guard let last = eras.last, let index = last.cells.firstIndex(where: { $0.name == name }) else { return }
        var cells = last.cells
        let number = LayerKeyValueCast.cast(value, to: CGFloat.self)
        switch (property, number) {
        case let ("birthRate", v?): cells[index].birthRate = v
        case let ("lifetime", v?): cells[index].lifetime = v
        case let ("lifetimeRange", v?): cells[index].lifetimeRange = v
        case let ("velocity", v?): cells[index].velocity = v
        case let ("velocityRange", v?): cells[index].velocityRange = v
        case let ("scale", v?): cells[index].scale = v
        case let ("scaleRange", v?): cells[index].scaleRange = v
        case let ("scaleSpeed", v?): cells[index].scaleSpeed = v
        case let ("spin", v?): cells[index].spin = v
        case let ("spinRange", v?): cells[index].spinRange = v
        case let ("emissionLongitude", v?): cells[index].longitude = v
        case let ("emissionLatitude", v?): cells[index].latitude = v
        case let ("emissionRange", v?): cells[index].emissionRange = v
        case let ("xAcceleration", v?): cells[index].xAcceleration = v
        case let ("yAcceleration", v?): cells[index].yAcceleration = v
        case let ("alphaSpeed", v?): cells[index].colorSpeeds[3] = v
        case ("enabled", _), ("isEnabled", _): cells[index].isEnabled = LayerKeyValueCast.cast(value, to: Bool.self) ?? false
        case ("contents", _): cells[index].contents = value
        case ("color", _):
            if let color = value as? CGColor, let c = color.components, c.count >= 4 { cells[index].color = Array(c.prefix(4)) }
        default: return
        }
        append(cells: cells, parameters: last.parameters, at: time)
    }

    // MARK: Particles

    /// The particles alive at the layer time `now`, the oldest first.
    func particles(at now: CFTimeInterval) -> [EmitterParticle] {
        var born: [(birth: CFTimeInterval, particle: EmitterParticle)] = []
        for (eraIndex, era) in eras.enumerated() where era.start <= now {
            let end = eraIndex + 1 < eras.count ? min(now, eras[eraIndex + 1].start) : now
            for (cellIndex, cell) in era.cells.enumerated() {
                let rate = EmitterSimulation.rate(of: cell, era.parameters)
                guard rate > 0 else { continue }
                let longest = CFTimeInterval(cell.longestLife(era.parameters))
                // Particle k is born when the count due reaches k.
                let firstShown = max(Int(era.dueBefore[cellIndex].rounded(.up)), Int((era.dueBefore[cellIndex] + rate * CGFloat(max(0, now - longest - era.start))).rounded(.up)))
                var k = firstShown
                while true {
                    let birth = era.start + CFTimeInterval((CGFloat(k) - era.dueBefore[cellIndex]) / rate)
                    // The last era's births run up to now; an earlier era's stop where the next starts.
                    guard birth < end || (eraIndex + 1 == eras.count && birth <= now) else { break }
                    defer { k += 1 }
                    guard cell.window.contains(birth - emissionStart) else { continue }
                    let key = EmitterKey(seed: seed, generation: UInt64(era.generation), path: [UInt64(cellIndex)], index: UInt64(k))
                    emit(cell, parameters: era.parameters, origin: nil, key: key, birth: birth, now: now, into: &born)
                }
            }
        }
        born.sort { $0.birth < $1.birth }
        return born.map(\.particle)
    }

    /// One particle of `cell` born at `birth` (from the emitter's shape, or from `origin`
    /// for a particle's own cells), and the particles it emits, added to `born` if alive.
    private func emit(_ cell: Cell, parameters: Parameters, origin: CGPoint?, key: EmitterKey, birth: CFTimeInterval,
                      now: CFTimeInterval, into born: inout [(birth: CFTimeInterval, particle: EmitterParticle)]) {
        var random = key.generator()
        let lifetime = max(0, (cell.lifetime + cell.lifetimeRange * random.signed()) * parameters.lifetime)
        let start = origin ?? EmitterSimulation.point(on: parameters, random: &random)
        let speed = (cell.velocity + cell.velocityRange * random.signed()) * parameters.velocity
        let longitude = cell.longitude + cell.emissionRange * random.signed() / 2
        let planar = cos(cell.latitude)
        let direction = CGPoint(x: cos(longitude) * planar, y: sin(longitude) * planar)
        let scale = (cell.scale + cell.scaleRange * random.signed()) * parameters.scale
        let spin = (cell.spin + cell.spinRange * random.signed()) * parameters.spin
        let color = (0..<4).map { cell.color[$0] + cell.colorRanges[$0] * random.signed() }.map { min(1, max(0, $0)) }
        func position(at age: CGFloat) -> CGPoint {
            CGPoint(x: start.x + direction.x * speed * age + cell.xAcceleration * age * age / 2,
                    y: start.y + direction.y * speed * age + cell.yAcceleration * age * age / 2)
        }
        let age = now - birth
        if age >= 0 && age < CFTimeInterval(lifetime) {
            let a = CGFloat(age)
            let shown = (0..<4).map { min(1, max(0, color[$0] + cell.colorSpeeds[$0] * a)) }
            born.append((birth, EmitterParticle(position: position(at: a), scale: max(0, scale + cell.scaleSpeed * a), rotation: spin * a,
                                                red: shown[0], green: shown[1], blue: shown[2], alpha: shown[3],
                                                contents: cell.contents, contentsScale: cell.contentsScale, age: age)))
        }
        // The particle's own cells, emitted while it lives.
        let lastBirth = min(now, birth + CFTimeInterval(lifetime))
        for (childIndex, child) in cell.children.enumerated() {
            let rate = EmitterSimulation.rate(of: child, parameters)
            guard rate > 0, lastBirth > birth else { continue }
            let longest = CFTimeInterval(child.longestLife(parameters))
            var k = max(0, Int((CGFloat(now - longest - birth) * rate).rounded(.up)))
            while true {
                let childBirth = birth + CFTimeInterval(CGFloat(k) / rate)
                guard childBirth < lastBirth else { break }
                defer { k += 1 }
                guard child.window.contains(childBirth - birth) else { continue }
                emit(child, parameters: parameters, origin: position(at: CGFloat(childBirth - birth)),
                     key: key.child(UInt64(childIndex), index: UInt64(k)), birth: childBirth, now: now, into: &born)
            }
        }
    }

    /// A point of the emitter's shape, by its mode.
    static func point(on parameters: Parameters, random: inout EmitterRandom) -> CGPoint {
        let center = parameters.position, size = parameters.size
        let halfWidth = size.width / 2, halfHeight = size.height / 2
        switch parameters.shape {
        case .line:
            if parameters.mode == .points { return CGPoint(x: center.x + (random.unit() < 0.5 ? -halfWidth : halfWidth), y: center.y) }
            return CGPoint(x: center.x + halfWidth * random.signed(), y: center.y)
        case .rectangle, .cuboid:
            switch parameters.mode {
            case .points:
                let corner = Int(random.unit() * 4) % 4
                return CGPoint(x: center.x + (corner % 2 == 0 ? -halfWidth : halfWidth), y: center.y + (corner < 2 ? -halfHeight : halfHeight))
            case .outline:
                let perimeter = 2 * (size.width + size.height)
                guard perimeter > 0 else { return center }
                var along = random.unit() * perimeter
                let minX = center.x - halfWidth, minY = center.y - halfHeight
                if along < size.width { return CGPoint(x: minX + along, y: minY) }
                along -= size.width
                if along < size.height { return CGPoint(x: minX + size.width, y: minY + along) }
                along -= size.height
                if along < size.width { return CGPoint(x: minX + size.width - along, y: minY + size.height) }
                return CGPoint(x: minX, y: minY + size.height - (along - size.width))
            default:
                return CGPoint(x: center.x + halfWidth * random.signed(), y: center.y + halfHeight * random.signed())
            }
        case .circle, .sphere:
            let angle = random.unit() * 2 * .pi
            switch parameters.mode {
            case .points: return center
            case .outline: return CGPoint(x: center.x + halfWidth * cos(angle), y: center.y + halfWidth * sin(angle))
            default:
                let radius = halfWidth * random.unit().squareRoot()  // even over the disc
                return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
        default:
            return center
        }
    }
}

/// Which particle a random stream belongs to: the seed, the emission, the cells from the
/// top (each particle's own cell after its parent) and the particle's index.
struct EmitterKey {
    var seed: UInt64, generation: UInt64, path: [UInt64], index: UInt64

    func child(_ cellIndex: UInt64, index childIndex: UInt64) -> EmitterKey {
        EmitterKey(seed: seed, generation: generation, path: path + [index, cellIndex], index: childIndex)
    }

    func generator() -> EmitterRandom {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 &+ generation
        for part in path + [index] { state = EmitterRandom.mix(state ^ (part &+ 0x632B_E59B_D9B4_E019)) }
        return EmitterRandom(state: state)
    }
}

/// SplitMix64: a small generator whose stream depends only on its start.
struct EmitterRandom {
    var state: UInt64

    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in 0..<1.
    mutating func unit() -> CGFloat {
        state = EmitterRandom.mix(state)
        return CGFloat(state >> 11) / CGFloat(1 << 53)
    }

    /// A value in -1...1, for `value ± range`.
    mutating func signed() -> CGFloat { unit() * 2 - 1 }
}

/// When a cell emits, from its `CAMediaTiming` (CA3): while its local time is within its
/// active duration.
struct EmissionWindow {
    var beginTime: CFTimeInterval, speed: CFTimeInterval, timeOffset: CFTimeInterval
    /// The active duration (infinite when the cell's duration is 0).
    var active: CFTimeInterval

    @MainActor init(_ cell: CAEmitterCell) {
        beginTime = cell.beginTime; speed = CFTimeInterval(cell.speed); timeOffset = cell.timeOffset
        let cycle = cell.duration * (cell.autoreverses ? 2 : 1)
        if cell.duration <= 0 { active = .infinity }
        else if cell.repeatDuration > 0 { active = cell.repeatDuration }
        else if cell.repeatCount > 0 { active = cell.repeatCount.isInfinite ? .infinity : CFTimeInterval(cell.repeatCount) * cycle }
        else { active = cycle }
    }

    /// Whether the cell emits at `t` of its parent's time.
    func contains(_ t: CFTimeInterval) -> Bool {
        let local = (t - beginTime) * speed + timeOffset
        return local >= 0 && local < active
    }
}
