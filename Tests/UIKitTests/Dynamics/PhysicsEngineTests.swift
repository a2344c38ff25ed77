import Foundation
import OpenUIKitPhysics
import Testing

/// The engine behind UIKit Dynamics on its own: fixed steps, mass, contacts, joints, fields.
@Suite struct PhysicsEngineTests {
    @Test func test_PH1_freeFallAfterNStepsIsTheSemiImplicitEulerSum() {
        let world = PhysicsWorld()
        let body = PhysicsBody(shape: .rectangle(width: 10, height: 10), position: PhysicsVector(0, 0))
        world.addBody(body)
        for _ in 0..<120 {
            body.acceleration = PhysicsVector(0, 1000)
            world.step()
        }
        let h = PhysicsWorld.timeStep
        // g h² n(n+1)/2 = ½ g t² + ½ g h t.
        #expect(abs(body.position.y - 1000 * h * h * 120 * 121 / 2) < 1e-9)
        #expect(abs(body.position.y - (500 + 0.5 * 1000 * h)) < 1e-9)
        #expect(abs(body.velocity.y - 1000) < 1e-9)
        #expect(abs(world.time - 1) < 1e-12)
    }

    @Test func test_PH1_massIsDensityTimesAreaOverTenThousand() {
        let body = PhysicsBody(shape: .rectangle(width: 100, height: 100), position: .zero)
        #expect(abs(body.mass - 1) < 1e-12)
        body.density = 2
        #expect(abs(body.mass - 2) < 1e-12)
        // A 100 × 100 square about its centre: m (w² + h²) / 12.
        #expect(abs(body.inertia - 2 * 20_000 / 12) < 1e-9)
        let disc = PhysicsBody(shape: .ellipse(width: 20, height: 20), position: .zero)
        #expect(abs(disc.mass - Double.pi * 100 / 10_000) < 1e-12)
        #expect(abs(disc.inertia - disc.mass * 100 / 2) < 1e-12)
    }

    @Test func test_PH1_theSameStepsGiveTheSamePositionsEveryRun() {
        func run() -> [PhysicsVector] {
            let world = PhysicsWorld()
            let group = PhysicsCollisionGroup()
            group.boundaries = [PhysicsBoundary(tag: 0, enclosingMinX: 0, minY: 0, maxX: 300, maxY: 300)]
            var bodies: [PhysicsBody] = []
            for i in 0..<4 {
                let body = PhysicsBody(shape: i % 2 == 0 ? .rectangle(width: 30, height: 20) : .ellipse(width: 25, height: 25),
                                       position: PhysicsVector(60 + Double(i) * 50, 40 + Double(i) * 10), angle: Double(i) * 0.3)
                body.elasticity = 0.5
                body.friction = 0.3
                body.velocity = PhysicsVector(Double(i) * 40 - 60, 0)
                world.addBody(body)
                bodies.append(body)
            }
            group.bodies = bodies
            world.groups = [group]
            for _ in 0..<240 {
                for body in bodies { body.acceleration = PhysicsVector(0, 1000) }
                world.step()
            }
            return bodies.map(\.position)
        }
        #expect(run() == run())
    }

    @Test func test_PH2_aConcaveOutlineIsCutIntoTrianglesOfTheSameArea() throws {
        // An L: a 20 × 20 square less its 10 × 10 top-right quarter.
        let outline = [PhysicsVector(0, 0), PhysicsVector(10, 0), PhysicsVector(10, 10), PhysicsVector(20, 10),
                       PhysicsVector(20, 20), PhysicsVector(0, 20)]
        let shape = try #require(PhysicsShape.path(outline))
        guard case let .polygons(pieces) = shape else { Issue.record("not polygons"); return }
        #expect(pieces.count == 4)
        #expect(abs(shape.area - 300) < 1e-9)
        let convex = try #require(PhysicsShape.path([PhysicsVector(0, 0), PhysicsVector(0, 10), PhysicsVector(10, 10), PhysicsVector(10, 0)]))
        #expect(abs(convex.area - 100) < 1e-9, "either winding")
        #expect(PhysicsShape.path([PhysicsVector(0, 0), PhysicsVector(1, 1)]) == nil)
    }

    @Test func test_PH3_aBodyFallingOntoAWallStopsAtItsSurface() {
        let world = PhysicsWorld()
        let body = PhysicsBody(shape: .rectangle(width: 20, height: 20), position: PhysicsVector(50, 0))
        world.addBody(body)
        let group = PhysicsCollisionGroup()
        group.bodies = [body]
        group.boundaries = [PhysicsBoundary(tag: 7, points: [PhysicsVector(0, 100), PhysicsVector(100, 100)], closed: false)]
        world.groups = [group]
        var events: [(PhysicsContactEvent.Kind, Int?, Double)] = []
        for _ in 0..<120 {
            body.acceleration = PhysicsVector(0, 1000)
            for event in world.step() { events.append((event.kind, event.boundary?.tag, world.time)) }
        }
        #expect(abs(body.position.y - 90) < PhysicsWorld.restLinearTolerance)
        #expect(abs(body.velocity.y) < 1e-6)
        #expect(events.count == 1)
        #expect(events.first?.0 == .began && events.first?.1 == 7)
    }

    @Test func test_PH3_elasticBodiesOfEqualMassExchangeVelocities() {
        let world = PhysicsWorld()
        let a = PhysicsBody(shape: .ellipse(width: 20, height: 20), position: PhysicsVector(0, 0))
        let b = PhysicsBody(shape: .ellipse(width: 20, height: 20), position: PhysicsVector(100, 0))
        a.elasticity = 1
        b.elasticity = 1
        a.velocity = PhysicsVector(300, 0)
        world.addBody(a)
        world.addBody(b)
        let group = PhysicsCollisionGroup()
        group.bodies = [a, b]
        world.groups = [group]
        for _ in 0..<60 { world.step() }
        #expect(abs(a.velocity.x) < 1e-6)
        #expect(abs(b.velocity.x - 300) < 1e-6)
    }

    @Test func test_PH4_aContactEndsBeforeItBeginsAgainAndABodyRestsAfterHalfASecondStill() {
        let world = PhysicsWorld()
        let body = PhysicsBody(shape: .rectangle(width: 20, height: 20), position: PhysicsVector(50, 0))
        world.addBody(body)
        let group = PhysicsCollisionGroup()
        group.bodies = [body]
        group.boundaries = [PhysicsBoundary(tag: 3, points: [PhysicsVector(0, 100), PhysicsVector(100, 100)], closed: false)]
        world.groups = [group]
        var log: [String] = []
        func run(_ steps: Int) {
            for _ in 0..<steps {
                body.acceleration = PhysicsVector(0, 1000)
                for event in world.step() { log.append("\(event.kind) \(event.boundary?.tag ?? -1)") }
            }
        }
        run(120)
        #expect(log == ["began 3"])
        body.velocity = PhysicsVector(0, -600)  // thrown up: it leaves the wall, then falls back
        world.resetRest()
        run(240)
        #expect(log == ["began 3", "ended 3", "began 3"])
        run(Int(PhysicsWorld.timeToRest / PhysicsWorld.timeStep) + 1)
        #expect(world.isAtRest, "still for half a second is at rest")
    }

    @Test func test_PH5_aRigidDistanceJointKeepsItsLength() {
        let world = PhysicsWorld()
        let body = PhysicsBody(shape: .rectangle(width: 10, height: 10), position: PhysicsVector(100, 0))
        world.addBody(body)
        world.joints = [PhysicsJoint(kind: .distance(length: 100, frequency: 0, dampingRatio: 0), bodyA: body, anchorA: body.position,
                                     bodyB: world.ground, anchorB: .zero)]
        var worst = 0.0
        for _ in 0..<240 {
            body.acceleration = PhysicsVector(0, 1000)
            world.step()
            worst = max(worst, abs(body.position.length - 100))
        }
        #expect(worst < 1)
        #expect(body.position.y > 0, "it swung down")
    }

    @Test func test_PH5_aSpringSettlesAtItsAnchor() {
        let world = PhysicsWorld()
        let body = PhysicsBody(shape: .rectangle(width: 10, height: 10), position: PhysicsVector(0, 0))
        world.addBody(body)
        world.joints = [PhysicsJoint(kind: .spring(frequency: 2, dampingRatio: 0.5), bodyA: body, anchorA: .zero,
                                     bodyB: world.ground, anchorB: PhysicsVector(100, 50))]
        for _ in 0..<480 { world.step() }
        #expect((body.position - PhysicsVector(100, 50)).length < 0.01)
        #expect(world.isAtRest)
    }

    @Test func test_PH6_regionsCombineAboutTheFieldsPosition() {
        let ring = PhysicsRegion.difference(.circle(radius: 100), .circle(radius: 50))
        #expect(ring.contains(PhysicsVector(75, 0)))
        #expect(!ring.contains(PhysicsVector(25, 0)))
        #expect(!ring.contains(PhysicsVector(150, 0)))
        #expect(PhysicsRegion.inverse(ring).contains(PhysicsVector(25, 0)))
        #expect(PhysicsRegion.union(.rectangle(width: 10, height: 10), .circle(radius: 1)).contains(PhysicsVector(4, 4)))
        #expect(!PhysicsRegion.intersection(.rectangle(width: 10, height: 10), .circle(radius: 1)).contains(PhysicsVector(4, 4)))
    }

    @Test func test_PH6_aFieldActsOnlyInsideItsRegion() {
        let world = PhysicsWorld()
        let inside = PhysicsBody(shape: .rectangle(width: 10, height: 10), position: PhysicsVector(10, 0))
        let outside = PhysicsBody(shape: .rectangle(width: 10, height: 10), position: PhysicsVector(500, 0))
        world.addBody(inside)
        world.addBody(outside)
        let field = PhysicsField(kind: .linearGravity)
        field.direction = PhysicsVector(0, 1)
        field.region = .circle(radius: 100)
        field.bodies = [inside, outside]
        world.fields = [field]
        world.step()
        #expect(abs(inside.velocity.y - 1000 * PhysicsWorld.timeStep) < 1e-9)
        #expect(outside.velocity == .zero)
    }
}
