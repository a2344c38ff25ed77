#if canImport(Glibc)
import Glibc
#endif
import CCairo
@_spi(Rendering) import UIKit

/// Draws an emitter layer's particles (LK15): each particle's contents centred on its
/// position, at its scale and rotation, its colours multiplied by the particle's colour and
/// composited at its alpha (added together with `.additive`), between the layer's contents
/// and its sublayers.
@MainActor
enum EmitterDrawing {
    /// Draws the particles of `layer` alive `delay` seconds ago, in its bounds' coordinates.
    static func draw(_ layer: CAEmitterLayer, in canvas: Canvas, delay: CFTimeInterval) {
        let particles = layer._particles(atClockTime: CACurrentMediaTime() - delay)
        guard !particles.isEmpty else { return }
        let additive = layer.renderMode == .additive
        let origin = layer.bounds.origin
        for particle in particles where particle.alpha > 0.004 && particle.scale > 0 {
            guard let image = image(of: particle.contents) else { continue }
            // The contents' pixels over the cell's contents scale, in points.
            let pixels = CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
            let size = CGSize(width: pixels.width / max(particle.contentsScale, 0.01) * particle.scale,
                              height: pixels.height / max(particle.contentsScale, 0.01) * particle.scale)
            canvas.save()
            canvas.translate(particle.position.x - origin.x, particle.position.y - origin.y)
            if particle.rotation != 0 { canvas.concat(CGAffineTransform(rotationAngle: particle.rotation)) }
            if additive { canvas.beginGroup() }  // the particle alone, then added to what is there
            canvas.beginGroup()
            ImageDrawing.draw(image, in: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height),
                              contentMode: .scaleToFill, tint: .black, template: false, canvas: canvas)
            canvas.endGroup(multipliedBy: (particle.red, particle.green, particle.blue), alpha: particle.alpha)
            if additive {
                cairo_pop_group_to_source(canvas.cr)
                cairo_set_operator(canvas.cr, CAIRO_OPERATOR_ADD)
                cairo_paint(canvas.cr)
                cairo_set_operator(canvas.cr, CAIRO_OPERATOR_OVER)
            }
            canvas.restore()
        }
    }

    /// A particle's contents as an image.
    private static func image(of contents: Any?) -> UIImage? {
        switch contents {
        case let image as CGImage: image.content
        case let image as UIImage: image
        default: nil
        }
    }
}
