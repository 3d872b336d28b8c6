import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Main {
    static long cross(long[] o, long[] a, long[] b) {
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
    }

    static List<long[]> convexHullOf(long[][] points) {
        long[][] sorted = points.clone();
        Arrays.sort(sorted, (p, q) -> p[0] != q[0] ? Long.compare(p[0], q[0]) : Long.compare(p[1], q[1]));
        List<long[]> pts = new ArrayList<>();
        for (long[] p : sorted) {
            long[] last = pts.isEmpty() ? null : pts.get(pts.size() - 1);
            if (last == null || last[0] != p[0] || last[1] != p[1]) pts.add(p);
        }
        int n = pts.size();
        if (n <= 2) return pts;

        List<long[]> hull = new ArrayList<>();
        for (long[] p : pts) {
            while (hull.size() >= 2 && cross(hull.get(hull.size() - 2), hull.get(hull.size() - 1), p) <= 0) {
                hull.remove(hull.size() - 1);
            }
            hull.add(p);
        }
        int lowerSize = hull.size() + 1;
        for (int i = n - 2; i >= 0; i--) {
            long[] p = pts.get(i);
            while (hull.size() >= lowerSize && cross(hull.get(hull.size() - 2), hull.get(hull.size() - 1), p) <= 0) {
                hull.remove(hull.size() - 1);
            }
            hull.add(p);
        }
        hull.remove(hull.size() - 1);
        return hull;
    }

    /** The AlgoREval+ interface: int coordinates in and out. */
    static int[][] convexHull(int[][] points) {
        long[][] wide = Arrays.stream(points).map(p -> new long[] {p[0], p[1]}).toArray(long[][]::new);
        return convexHullOf(wide).stream().map(p -> new int[] {(int) p[0], (int) p[1]}).toArray(int[][]::new);
    }

    public static void main(String[] args) {
        long[][] points = {{0, 3}, {2, 2}, {4, 4}, {0, 0}, {1, 2}, {3, 1}, {3, 3},
                           {2, 0}, {4, 0}, {0, 3}, {4, 2}, {-1, 2}, {2, 2}};
        StringBuilder sb = new StringBuilder();
        for (long[] p : convexHullOf(points)) {
            sb.append(p[0]).append(' ').append(p[1]).append('\n');
        }
        System.out.print(sb);
    }
}
