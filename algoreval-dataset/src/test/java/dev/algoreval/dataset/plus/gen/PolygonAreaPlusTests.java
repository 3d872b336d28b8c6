package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.GeometryPoints.p;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests of the polygon area: simple polygons with integer vertices, either orientation,
 * concave ones included, so every area is a multiple of 0.5. The result is a double and the prompt
 * fixes no rounding for it, so the comparison has a tolerance (plus.yaml), tight enough that a lost
 * half on the small areas fails. Coordinates up to 3·10^7 make the cross products overflow 32 bits
 * while twice the area still fits 64. Oracle: {@link GeometryPolygonArea} (trapezoid rule in
 * BigInteger, checked by Pick's theorem on the small polygons).
 */
public final class PolygonAreaPlusTests implements PlusTestGenerator {
    private record Case(String name, List<long[]> polygon) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("the smallest lattice triangle (area 0.5)", List.of(p(0, 0), p(1, 0), p(0, 1))));
        cases.add(new Case("a triangle with area 7.5, clockwise", List.of(p(0, 0), p(0, 3), p(5, 0))));
        cases.add(new Case("a 3 x 2 rectangle, clockwise", List.of(p(1, 1), p(1, 3), p(4, 3), p(4, 1))));
        List<long[]> notched = List.of(p(0, 0), p(8, 0), p(8, 6), p(6, 6), p(6, 2), p(4, 4), p(2, 2), p(2, 6), p(0, 6));
        cases.add(new Case("a concave notched square, counter-clockwise", notched));
        cases.add(new Case("the same notched square, clockwise", reversed(notched)));
        cases.add(new Case("vertices in the middle of edges (collinear runs)", List.of(p(0, 0), p(2, 0), p(4, 0), p(4, 2),
                p(4, 5), p(2, 5), p(0, 5), p(0, 3))));
        cases.add(new Case("a comb with 30 teeth, clockwise", reversed(GeometryPolygons.comb(30))));
        cases.add(new Case("negative coordinates, a dented pentagon", List.of(p(-20, -20), p(-2, -20), p(-2, -3),
                p(-11, -11), p(-20, -2))));
        cases.add(new Case("far from the origin: the notched square moved by (-10^6, 7*10^5)",
                translated(notched, -1_000_000L, 700_000L)));
        cases.add(new Case("a right triangle with legs 100001 and 99999 (area ends in .5; products overflow 32 bits)",
                List.of(p(0, 0), p(100_001, 0), p(0, 99_999))));
        cases.add(new Case("a triangle with coordinates near ±3*10^7", List.of(p(-30_000_000, -29_999_999),
                p(30_000_000, -30_000_000), p(1, 29_999_997))));
        cases.add(new Case("the notched square scaled by 3*10^6 and shifted, clockwise",
                reversed(translated(scaled(notched, 3_000_000L), -25_000_000L, 5_000_001L))));
        Random rnd = new Random(91);
        cases.add(new Case("a random star-shaped polygon with 60 vertices, small coordinates (seed 91)",
                GeometryPolygons.star(rnd, 60, 60)));
        cases.add(new Case("a random star-shaped polygon with 200 vertices, clockwise (seed 91)",
                reversed(GeometryPolygons.star(rnd, 200, 90))));
        cases.add(new Case("a star-shaped polygon with 15000 vertices, coordinates up to 10^6 (seed 92)",
                GeometryPolygons.star(new Random(92), 15000, 1_000_000L)));
        cases.add(new Case("a comb with 2500 teeth (10000 vertices)", GeometryPolygons.comb(2500)));
        List<HiddenTest> tests = new ArrayList<>();
        for (Case c : cases) {
            tests.add(HiddenTest.function(c.name(), List.of(GeometryPoints.json(c.polygon())), GeometryPolygonArea.area(c.polygon())));
        }
        return tests;
    }

    private static List<long[]> reversed(List<long[]> polygon) {
        List<long[]> out = new ArrayList<>(polygon);
        Collections.reverse(out);
        return out;
    }

    private static List<long[]> translated(List<long[]> polygon, long dx, long dy) {
        List<long[]> out = new ArrayList<>();
        for (long[] v : polygon) {
            out.add(p(v[0] + dx, v[1] + dy));
        }
        return out;
    }

    private static List<long[]> scaled(List<long[]> polygon, long factor) {
        List<long[]> out = new ArrayList<>();
        for (long[] v : polygon) {
            out.add(p(v[0] * factor, v[1] * factor));
        }
        return out;
    }
}
