package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.GeometryPoints.p;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

/**
 * Hidden tests of the closest pair. The prompt promises at least two distinct points with integer
 * coordinates and exactly one closest pair; it returns the two points in either order (the comparison
 * sorts them). Every case is checked to keep that promise ({@link GeometryClosestPairSweep}, which is
 * also the oracle); random cases are redrawn from the same seeded generator until they do. Coordinates
 * stay within ±10^9, so differences fit 32 bits but squared distances need 64.
 */
public final class ClosestPairPlusTests implements PlusTestGenerator {
    private record Case(String name, List<long[]> points) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("two points", List.of(p(3, -7), p(-2, 5))));
        cases.add(new Case("three points on a horizontal line", List.of(p(0, 5), p(10, 5), p(4, 5))));
        cases.add(new Case("near tie: the runner-up pair is one unit of squared distance farther",
                List.of(p(100, 100), p(105, 101), p(-50, 40), p(0, 0), p(3, 4), p(60, -70), p(-80, -90))));
        cases.add(new Case("another strip point lies between the closest pair in y order",
                List.of(p(40, -40), p(9, 1), p(-30, 40), p(2, 2), p(-60, -50), p(-2, 0))));
        cases.add(new Case("200 points on one vertical line", unique(new Random(51), rnd -> line(rnd, 200, true))));
        cases.add(new Case("300 points on one horizontal line", unique(new Random(52), rnd -> line(rnd, 300, false))));
        cases.add(new Case("the closest pair straddles the median x", straddlingMedian(new Random(53))));
        cases.add(new Case("a column of 300 points on the dividing line holds the closest pair", columnOnDivide()));
        cases.add(new Case("lattice with many equal distances and one point off the lattice", latticeWithIntruder()));
        cases.add(new Case("32-bit squared distances would wrap: a pair 65536 apart would look like 0",
                List.of(p(0, 0), p(40000, 0), p(0, 200000), p(65536, 200000), p(-150000, -90000))));
        cases.add(new Case("negative coordinates only, 400 points (seed 54)",
                unique(new Random(54), rnd -> shifted(GeometryPoints.distinctRandom(rnd, 400, 5000), -5001, -5001))));
        cases.add(new Case("points given in descending x order, 500 points (seed 55)",
                unique(new Random(55), rnd -> sortedDescending(GeometryPoints.distinctRandom(rnd, 500, 100000)))));
        cases.add(new Case("points on a slanted line y = 3x - 7, 300 points (seed 56)",
                unique(new Random(56), rnd -> slanted(rnd, 300))));
        cases.add(new Case("1000 points with coordinates up to ±10^9 (seed 57)",
                unique(new Random(57), rnd -> GeometryPoints.distinctRandom(rnd, 1000, 1_000_000_000L))));
        cases.add(new Case("10000 points with coordinates up to ±10^9 (seed 58)",
                unique(new Random(58), rnd -> GeometryPoints.distinctRandom(rnd, 10000, 1_000_000_000L))));
        cases.add(new Case("20000 points with coordinates up to ±10^6 (seed 59)",
                unique(new Random(59), rnd -> GeometryPoints.distinctRandom(rnd, 20000, 1_000_000L))));
        List<HiddenTest> tests = new ArrayList<>();
        for (Case c : cases) {
            GeometryClosestPairSweep.Result r = GeometryClosestPairSweep.solve(c.points());
            if (!r.unique()) {
                throw new IllegalStateException(c.name() + ": the closest pair is not unique: " + r);
            }
            tests.add(HiddenTest.function(c.name(), List.of(GeometryPoints.json(c.points())), r.points()));
        }
        return tests;
    }

    /** Draws until the points keep the prompt's promise of one closest pair. */
    private static List<long[]> unique(Random rnd, Function<Random, List<long[]>> draw) {
        while (true) {
            List<long[]> points = draw.apply(rnd);
            if (GeometryClosestPairSweep.solve(points).unique()) {
                return points;
            }
        }
    }

    private static List<long[]> line(Random rnd, int n, boolean vertical) {
        List<long[]> points = new ArrayList<>();
        for (long[] q : GeometryPoints.distinctRandom(rnd, n, 1_000_000)) {
            points.add(vertical ? p(7, q[0]) : p(q[0], -3));
        }
        return distinct(points) ? points : line(rnd, n, vertical);
    }

    private static List<long[]> slanted(Random rnd, int n) {
        List<long[]> points = new ArrayList<>();
        for (long[] q : GeometryPoints.distinctRandom(rnd, n, 100000)) {
            points.add(p(q[0], 3 * q[0] - 7));
        }
        return distinct(points) ? points : slanted(rnd, n);
    }

    private static boolean distinct(List<long[]> points) {
        return points.stream().map(GeometryPoints::json).distinct().count() == points.size();
    }

    private static List<long[]> shifted(List<long[]> points, long dx, long dy) {
        List<long[]> out = new ArrayList<>();
        for (long[] q : points) {
            out.add(p(q[0] + dx, q[1] + dy));
        }
        return out;
    }

    private static List<long[]> sortedDescending(List<long[]> points) {
        List<long[]> out = new ArrayList<>(points);
        out.sort(Comparator.<long[]>comparingLong(q -> -q[0]).thenComparingLong(q -> -q[1]));
        return out;
    }

    /**
     * As many points left of x = 0 as right of it, on a jittered lattice far apart, and the closest pair
     * (-2, y) and (3, y + 1) on either side: the split at the median separates the two.
     */
    private static List<long[]> straddlingMedian(Random rnd) {
        List<long[]> points = new ArrayList<>();
        for (int col = -10; col < 10; col++) {
            for (int row = 0; row < 20; row++) {
                points.add(p(col * 100 + 50 + rnd.nextInt(21) - 10, row * 100 + rnd.nextInt(21) - 10));
            }
        }
        points.add(p(-2, 1037));
        points.add(p(3, 1038));
        Collections.shuffle(points, rnd);
        return points;
    }

    /** Points at x = 0 every 7 units with one 3 units above its neighbour, and a sparse lattice either side. */
    private static List<long[]> columnOnDivide() {
        List<long[]> points = new ArrayList<>();
        for (int k = 0; k < 300; k++) {
            points.add(p(0, 7L * k));
        }
        points.add(p(0, 7L * 137 + 3));
        for (int col = 1; col <= 10; col++) {
            for (int row = 0; row < 30; row++) {
                points.add(p(col * 10L, row * 70L + 5));
                points.add(p(-col * 10L, row * 70L + 5));
            }
        }
        Collections.shuffle(points, new Random(60));
        return points;
    }

    /** A 40 x 40 lattice of spacing 10 (every neighbour at distance 10) and one point close to a lattice point. */
    private static List<long[]> latticeWithIntruder() {
        List<long[]> points = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            for (int j = 0; j < 40; j++) {
                points.add(p(i * 10L, j * 10L));
            }
        }
        points.add(p(123, 257));
        Collections.shuffle(points, new Random(61));
        return points;
    }
}
