package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.GeometryPoints.p;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Simple polygons (vertex lists, counter-clockwise) shared by the point-in-polygon and polygon-area tests. */
final class GeometryPolygons {
    private GeometryPolygons() {
    }

    /** Teeth of width 2 and height 10 every 4 units along x, on a base 0..4 high: many vertices at y 4 and 10. */
    static List<long[]> comb(int teeth) {
        List<long[]> polygon = new ArrayList<>();
        polygon.add(p(0, 0));
        polygon.add(p(4L * teeth, 0));
        for (int t = teeth - 1; t >= 0; t--) {
            long left = 4L * t;
            polygon.add(p(left + 2, 4));
            polygon.add(p(left + 2, 10));
            polygon.add(p(left, 10));
            polygon.add(p(left, 4));
        }
        polygon.remove(polygon.size() - 1);
        return polygon;
    }

    /**
     * Vertices at strictly increasing angles around the origin with random radii: star-shaped, hence
     * simple, and concave almost everywhere.
     */
    static List<long[]> star(Random rnd, int n, long radius) {
        List<long[]> polygon = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double angle = 2 * Math.PI * (i + 0.5) / n;
            double r = radius * (0.3 + 0.7 * rnd.nextDouble());
            long[] v = p(Math.round(r * Math.cos(angle)), Math.round(r * Math.sin(angle)));
            if (polygon.isEmpty() || GeometryPoints.cross(p(0, 0), polygon.get(polygon.size() - 1), v) > 0) {
                polygon.add(v);
            }
        }
        return polygon;
    }
}
