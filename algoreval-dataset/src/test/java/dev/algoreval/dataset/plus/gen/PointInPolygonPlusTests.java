package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.GeometryPoints.p;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of point in polygon, one query each. The prompt promises a simple polygon (possibly
 * concave, either orientation), integer coordinates and no query on the boundary, and calls out
 * queries at the height of vertices and horizontal edges, where a ray through a vertex must count
 * once, twice or not at all; most queries here sit at such heights. Oracle: the winding number with
 * exact orientation tests ({@link GeometryWindingNumber}), which also proves that no query is on
 * the boundary. Coordinates stay within ±3·10^7 and every query keeps a clear horizontal distance
 * from the edges, so products need 64 bits but a crossing computed in doubles is still decided right.
 */
public final class PointInPolygonPlusTests implements PlusTestGenerator {
    static final double MINIMUM_CLEARANCE = 1e-3;

    private record Query(String name, List<long[]> polygon, long[] point) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<Query> queries = new ArrayList<>();
        List<long[]> notched = List.of(p(0, 0), p(8, 0), p(8, 6), p(6, 6), p(6, 2), p(4, 4), p(2, 2), p(2, 6), p(0, 6));
        for (long[] q : List.of(p(1, 2), p(7, 2), p(-1, 2), p(9, 4), p(3, 4), p(5, 4), p(-3, 4), p(-1, 6), p(4, 6),
                p(9, 0), p(-1, 0), p(1, 1))) {
            queries.add(new Query("notched square, " + at(q), notched, q));
        }
        List<long[]> clockwiseNotched = new ArrayList<>(notched);
        Collections.reverse(clockwiseNotched);
        for (long[] q : List.of(p(1, 2), p(4, 3), p(4, 5))) {
            queries.add(new Query("notched square listed clockwise, " + at(q), clockwiseNotched, q));
        }
        for (List<long[]> triangle : List.of(List.of(p(0, 0), p(6, 0), p(0, 4)), List.of(p(0, 4), p(6, 0), p(0, 0)))) {
            String orientation = triangle.get(0)[1] == 0 ? "counter-clockwise" : "clockwise";
            for (long[] q : List.of(p(4, 1), p(1, 3), p(5, 1))) {
                queries.add(new Query("right triangle (" + orientation + "), the ray crosses the slope at a fractional x, "
                        + at(q), triangle, q));
            }
        }
        List<long[]> diamond = List.of(p(0, 5), p(5, 0), p(10, 5), p(5, 10));
        for (long[] q : List.of(p(2, 5), p(-1, 5), p(3, 10), p(4, 0), p(5, 9))) {
            queries.add(new Query("diamond, ray through its vertices, " + at(q), diamond, q));
        }
        List<long[]> step = List.of(p(0, 0), p(10, 0), p(10, 5), p(6, 5), p(6, 8), p(0, 8));
        for (long[] q : List.of(p(-2, 5), p(3, 5), p(8, 8), p(-1, 8), p(11, 5), p(8, 4))) {
            queries.add(new Query("step polygon, ray along a horizontal edge, " + at(q), step, q));
        }
        List<long[]> comb = GeometryPolygons.comb(12);
        for (long[] q : List.of(p(-1, 10), p(3, 10), p(-1, 4), p(3, 3), p(1, 4), p(-5, 0), p(5, 7), p(3, 5))) {
            queries.add(new Query("comb with 12 teeth, " + at(q), comb, q));
        }
        List<long[]> negative = List.of(p(-20, -20), p(-2, -20), p(-2, -2), p(-11, -11), p(-20, -2));
        for (long[] q : List.of(p(-19, -4), p(-11, -12), p(-11, -10), p(-3, -11), p(-25, -11))) {
            queries.add(new Query("negative coordinates, dented pentagon, " + at(q), negative, q));
        }
        List<long[]> large = scaled(notched, 3_000_000L, 5_000_000L);
        for (long[] q : List.of(p(-22_000_000, 11_000_000), p(-4_000_000, 11_000_000), p(-13_000_000, 14_000_000),
                p(-13_000_000, 16_999_999), p(-13_000_000, 17_000_001), p(-29_999_999, 17_000_000))) {
            queries.add(new Query("notched square scaled to coordinates near 3*10^7, " + at(q), large, q));
        }
        Random rnd = new Random(81);
        List<long[]> star = GeometryPolygons.star(rnd, 5000, 1_000_000L);
        queries.add(new Query("star polygon with 5000 vertices, a point at a vertex's height (seed 81)", star, atVertexHeight(rnd, star)));
        for (int i = 2; i <= 4; i++) {
            queries.add(new Query("star polygon with 5000 vertices, a point at a vertex's height, draw " + i + " (seed 81)",
                    star, atVertexHeight(rnd, star)));
        }
        queries.add(new Query("star polygon with 5000 vertices, a point near the centre (seed 81)", star, p(3, -2)));
        queries.add(new Query("star polygon with 5000 vertices, a point outside (seed 81)", star, p(-2_100_000, 17)));
        List<HiddenTest> tests = new ArrayList<>();
        for (Query q : queries) {
            if (GeometryWindingNumber.horizontalClearance(q.polygon(), q.point()) < MINIMUM_CLEARANCE) {
                throw new IllegalStateException(q.name() + ": too close to an edge for a floating-point ray");
            }
            tests.add(HiddenTest.function(q.name(), List.of(GeometryPoints.json(q.polygon()), GeometryPoints.json(q.point())),
                    GeometryWindingNumber.inside(q.polygon(), q.point())));
        }
        return tests;
    }

    private static String at(long[] q) {
        return "point (" + q[0] + ", " + q[1] + ")";
    }

    private static List<long[]> scaled(List<long[]> polygon, long factor, long offset) {
        List<long[]> out = new ArrayList<>();
        for (long[] v : polygon) {
            out.add(p(v[0] * factor - 25_000_000L, v[1] * factor + offset));
        }
        return out;
    }

    private static long[] atVertexHeight(Random rnd, List<long[]> polygon) {
        while (true) {
            long[] v = polygon.get(rnd.nextInt(polygon.size()));
            long[] q = p(v[0] + rnd.nextInt(2001) - 1000, v[1]);
            if (q[0] != v[0] && GeometryWindingNumber.horizontalClearance(polygon, q) >= MINIMUM_CLEARANCE) {
                return q;
            }
        }
    }
}
