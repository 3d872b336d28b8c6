package dev.algoreval.dataset.plus.gen;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.NavigableSet;
import java.util.TreeSet;

/**
 * The closest pair's oracle, by another route than the references' divide and conquer: a sweep over
 * the points by x with the recent ones kept in a set ordered by y, checked against all pairs on small
 * inputs. It tracks the two smallest squared distances, so it can prove the prompt's promise that the
 * closest pair is unique, with a margin that a program comparing floating-point distances still sees.
 */
final class GeometryClosestPairSweep {
    static final int BRUTE_FORCE_LIMIT = 2000;
    /** The second-closest pair is farther by at least this fraction, so doubles tell the two apart. */
    static final double MINIMUM_RELATIVE_GAP = 1e-9;

    record Result(long[] first, long[] second, long distance2, long runnerUpDistance2) {
        boolean unique() {
            return runnerUpDistance2 > distance2
                    && (runnerUpDistance2 - distance2) >= MINIMUM_RELATIVE_GAP * distance2;
        }

        /** The two points, the smaller (by x, then y) first: the comparison sorts both sides anyway. */
        List<Object> points() {
            long[] a = first;
            long[] b = second;
            if (BY_X_THEN_Y.compare(a, b) > 0) {
                long[] t = a;
                a = b;
                b = t;
            }
            return List.of(GeometryPoints.json(a), GeometryPoints.json(b));
        }
    }

    private static final Comparator<long[]> BY_X_THEN_Y = Comparator.<long[]>comparingLong(p -> p[0]).thenComparingLong(p -> p[1]);
    private static final Comparator<long[]> BY_Y_THEN_X = Comparator.<long[]>comparingLong(p -> p[1]).thenComparingLong(p -> p[0]);

    private GeometryClosestPairSweep() {
    }

    static Result solve(List<long[]> points) {
        Result sweep = sweep(points);
        if (points.size() <= BRUTE_FORCE_LIMIT) {
            Result brute = allPairs(points);
            if (brute.distance2 != sweep.distance2 || brute.runnerUpDistance2 != sweep.runnerUpDistance2) {
                throw new IllegalStateException("sweep " + sweep + " disagrees with all pairs " + brute);
            }
        }
        return sweep;
    }

    private static Result sweep(List<long[]> points) {
        long[][] byX = points.toArray(new long[0][]);
        Arrays.sort(byX, BY_X_THEN_Y);
        NavigableSet<long[]> active = new TreeSet<>(BY_Y_THEN_X);
        Best best = new Best();
        int oldest = 0;
        for (long[] p : byX) {
            long reach = best.reach();
            while (oldest < byX.length && p[0] - byX[oldest][0] > reach) {
                active.remove(byX[oldest++]);
            }
            long[] low = {Long.MIN_VALUE, Math.max(Long.MIN_VALUE / 2, p[1] - reach)};
            long[] high = {Long.MAX_VALUE, Math.min(Long.MAX_VALUE / 2, p[1] + reach)};
            for (long[] q : active.subSet(low, true, high, true)) {
                best.offer(q, p);
            }
            active.add(p);
        }
        return best.result();
    }

    private static Result allPairs(List<long[]> points) {
        Best best = new Best();
        for (int i = 0; i < points.size(); i++) {
            for (int j = i + 1; j < points.size(); j++) {
                best.offer(points.get(i), points.get(j));
            }
        }
        return best.result();
    }

    static long distance2(long[] a, long[] b) {
        long dx = a[0] - b[0];
        long dy = a[1] - b[1];
        return Math.addExact(Math.multiplyExact(dx, dx), Math.multiplyExact(dy, dy));
    }

    /** The two smallest pair distances seen so far (the pair of the smallest). */
    private static final class Best {
        long[] a;
        long[] b;
        long d1 = Long.MAX_VALUE;
        long d2 = Long.MAX_VALUE;

        void offer(long[] p, long[] q) {
            long d = distance2(p, q);
            if (d < d1) {
                d2 = d1;
                d1 = d;
                a = p;
                b = q;
            } else if (d < d2) {
                d2 = d;
            }
        }

        /** How far in x or y a pair may be apart and still beat the runner-up: ceil(sqrt(d2)). */
        long reach() {
            if (d2 == Long.MAX_VALUE) {
                return Long.MAX_VALUE / 4;
            }
            long r = (long) Math.sqrt((double) d2);
            while (r * r < d2) {
                r++;
            }
            return r;
        }

        Result result() {
            return new Result(a, b, d1, d2);
        }
    }
}
