import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

public class Main {
    record Point(long x, long y) {
    }

    static final Comparator<Point> BY_X_THEN_Y = Comparator.comparingLong(Point::x).thenComparingLong(Point::y);

    static long dist2(Point a, Point b) {
        long dx = a.x() - b.x(), dy = a.y() - b.y();
        return dx * dx + dy * dy;
    }

    static class Solver {
        final Point[] pts;
        long bestD2 = Long.MAX_VALUE;
        Point[] best;

        Solver(Point[] points) {
            pts = points.clone();
            Arrays.sort(pts, BY_X_THEN_Y);
            solve(0, pts.length);
        }

        void consider(Point a, Point b) {
            long d = dist2(a, b);
            if (d < bestD2) {
                bestD2 = d;
                best = new Point[] {a, b};
            }
        }

        void solve(int lo, int hi) {
            if (hi - lo <= 3) {
                for (int i = lo; i < hi; i++)
                    for (int j = i + 1; j < hi; j++) consider(pts[i], pts[j]);
                return;
            }
            int mid = (lo + hi) / 2;
            long midX = pts[mid].x();
            solve(lo, mid);
            solve(mid, hi);
            List<Point> strip = new ArrayList<>();
            for (int i = lo; i < hi; i++) {
                long dx = pts[i].x() - midX;
                if (dx * dx < bestD2) strip.add(pts[i]);
            }
            strip.sort(Comparator.comparingLong(Point::y));
            for (int i = 0; i < strip.size(); i++) {
                for (int j = i + 1; j < strip.size(); j++) {
                    long dy = strip.get(j).y() - strip.get(i).y();
                    if (dy * dy >= bestD2) break;
                    consider(strip.get(i), strip.get(j));
                }
            }
        }
    }

    static Point[] closestPairOf(Point[] points) {
        return new Solver(points).best;
    }

    /** The AlgoREval+ interface: int coordinates in, the two points as rows. */
    static int[][] closestPair(int[][] points) {
        Point[] pair = closestPairOf(Arrays.stream(points).map(c -> new Point(c[0], c[1])).toArray(Point[]::new));
        return new int[][] {{(int) pair[0].x(), (int) pair[0].y()}, {(int) pair[1].x(), (int) pair[1].y()}};
    }

    public static void main(String[] args) {
        long[][] coords = {{3, 9}, {-4, 2}, {7, -3}, {0, 0}, {12, 5}, {-6, -7}, {4, 3}, {9, 10},
                           {-2, 8}, {5, 1}, {1, -5}, {10, -8}, {-9, 3}, {4, -6}, {8, 4}, {-7, -3}};
        Point[] points = Arrays.stream(coords).map(c -> new Point(c[0], c[1])).toArray(Point[]::new);
        Point[] pair = closestPairOf(points);
        Arrays.sort(pair, BY_X_THEN_Y);
        System.out.println(String.format(Locale.ROOT, "%.4f", Math.sqrt(dist2(pair[0], pair[1]))));
        System.out.println(pair[0].x() + " " + pair[0].y());
        System.out.println(pair[1].x() + " " + pair[1].y());
    }
}
