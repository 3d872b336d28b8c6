package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.GeometryPoints.p;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of the convex hull. The prompt fixes the answer (strict vertices only, counter-clockwise,
 * starting from the smallest x then smallest y, each once), so the comparison is exact. It says nothing
 * of degenerate hulls, so every case has three points that are not collinear. Oracle: gift wrapping
 * (Jarvis march), not the references' monotone chain. Coordinates stay within ±3·10^7: cross products
 * overflow 32 bits, yet stay exact in a double (below 2^53), so a JavaScript program can be right.
 */
public final class ConvexHullPlusTests implements PlusTestGenerator {
    private record Case(String name, List<long[]> points) {
    }

    static final long LARGE = 30_000_000L;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("a triangle", List.of(p(5, -2), p(-3, 4), p(1, 9))));
        cases.add(new Case("three distinct points, each repeated", List.of(p(2, 2), p(0, 0), p(2, 2), p(4, 0),
                p(0, 0), p(4, 0), p(2, 2), p(0, 0))));
        cases.add(new Case("a square with points on every edge, interior points and duplicates", List.of(
                p(0, 0), p(10, 0), p(10, 10), p(0, 10), p(5, 0), p(10, 5), p(5, 10), p(0, 5), p(2, 0), p(0, 7),
                p(5, 5), p(3, 4), p(10, 10), p(0, 0), p(5, 0), p(7, 7))));
        cases.add(new Case("the start vertex is the lower of two points with the smallest x", List.of(
                p(0, 5), p(6, 1), p(0, -3), p(8, 8), p(3, 2))));
        cases.add(new Case("a vertical left edge with collinear points on it", List.of(
                p(-4, 3), p(-4, 0), p(-4, 1), p(-4, 2), p(2, -1), p(5, 4), p(-4, 3), p(1, 1))));
        cases.add(new Case("points listed clockwise around a hexagon", List.of(
                p(0, 0), p(-2, 3), p(0, 6), p(4, 6), p(6, 3), p(4, 0))));
        cases.add(new Case("negative coordinates only", List.of(p(-10, -10), p(-1, -20), p(-5, -1), p(-7, -7),
                p(-3, -12), p(-9, -2), p(-15, -15), p(-2, -3))));
        cases.add(new Case("all points of a 51 x 31 lattice: only the four corners", lattice(51, 31)));
        cases.add(new Case("a lattice triangle with many points on its edges", latticeTriangle(40)));
        cases.add(new Case("a point barely outside a long edge is a vertex, one exactly on it is not", List.of(
                p(0, 0), p(LARGE, 0), p(LARGE, LARGE - 1), p(LARGE / 2, LARGE / 2), p(LARGE / 2, 5), p(0, 0))));
        cases.add(new Case("a point exactly on a long diagonal edge is not a vertex", List.of(
                p(-LARGE, -LARGE), p(LARGE, LARGE), p(LARGE, -LARGE), p(LARGE / 3, LARGE / 3), p(0, -5))));
        Random rnd = new Random(71);
        for (int i = 1; i <= 4; i++) {
            cases.add(new Case("40 random points in a 9 x 9 box, many collinear (seed 71, draw " + i + ")",
                    hullable(rnd, 40, 4)));
        }
        cases.add(new Case("1000 random points with coordinates up to ±3*10^7 (seed 72)",
                hullable(new Random(72), 1000, LARGE)));
        cases.add(new Case("10001 points on a parabola, every one a vertex, shuffled (seed 73)", parabola(5000, new Random(73))));
        cases.add(new Case("30000 random points in a disk of radius 10^5, with duplicates (seed 74)", disk(new Random(74), 30000, 100000)));
        List<HiddenTest> tests = new ArrayList<>();
        for (Case c : cases) {
            List<long[]> hull = GeometryGiftWrapping.hull(c.points());
            if (hull.size() < 3) {
                throw new IllegalStateException(c.name() + ": degenerate hull " + hull.size());
            }
            tests.add(HiddenTest.function(c.name(), List.of(GeometryPoints.json(c.points())), GeometryPoints.json(hull)));
        }
        return tests;
    }

    private static List<long[]> hullable(Random rnd, int n, long range) {
        while (true) {
            List<long[]> points = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                points.add(p(GeometryPoints.uniform(rnd, range), GeometryPoints.uniform(rnd, range)));
            }
            if (GeometryGiftWrapping.hull(points).size() >= 3) {
                return points;
            }
        }
    }

    private static List<long[]> lattice(int w, int h) {
        List<long[]> points = new ArrayList<>();
        for (int x = 0; x < w; x++) {
            for (int y = 0; y < h; y++) {
                points.add(p(x - 20, y - 10));
            }
        }
        Collections.shuffle(points, new Random(75));
        return points;
    }

    /** Every lattice point of the triangle (0,0), (2n,0), (0,n), its edges included. */
    private static List<long[]> latticeTriangle(int n) {
        List<long[]> points = new ArrayList<>();
        for (int x = 0; x <= 2 * n; x++) {
            for (int y = 0; 2 * y <= 2 * n - x; y++) {
                points.add(p(x, y));
            }
        }
        Collections.shuffle(points, new Random(76));
        return points;
    }

    private static List<long[]> parabola(int half, Random rnd) {
        List<long[]> points = new ArrayList<>();
        for (long x = -half; x <= half; x++) {
            points.add(p(x, x * x));
        }
        Collections.shuffle(points, rnd);
        return points;
    }

    private static List<long[]> disk(Random rnd, int n, long radius) {
        List<long[]> points = new ArrayList<>();
        while (points.size() < n) {
            long x = GeometryPoints.uniform(rnd, radius);
            long y = GeometryPoints.uniform(rnd, radius);
            if (x * x + y * y <= radius * radius) {
                points.add(p(x, y));
                if (rnd.nextInt(50) == 0) {
                    points.add(p(x, y));
                }
            }
        }
        return points;
    }
}
