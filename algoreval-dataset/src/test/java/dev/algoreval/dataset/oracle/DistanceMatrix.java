package dev.algoreval.dataset.oracle;

/** How the all-pairs shortest-path prompts print their result. */
public final class DistanceMatrix {
    private DistanceMatrix() {
    }

    /** The distance from one vertex to another; infinite when there is no path. */
    @FunctionalInterface
    public interface Distance {
        double between(int from, int to);
    }

    /** Row i holds the distances from vertex i, separated by spaces, "INF" where j is unreachable. */
    public static String lines(int n, Distance distance) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double d = distance.between(i, j);
                out.append(j == 0 ? "" : " ").append(Double.isInfinite(d) ? "INF" : String.valueOf((long) d));
            }
            out.append('\n');
        }
        return out.toString();
    }
}
