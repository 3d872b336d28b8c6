package dev.algoreval.dataset.plus.gen;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DirectedPseudograph;

/**
 * Expected results for 2-SAT, where the prompt promises at most one satisfying assignment per formula,
 * so the oracle also proves that promise. Small formulas: brute force over all assignments. Larger
 * ones: unsatisfiable exactly when some x and NOT x share a strongly connected component of the
 * implication graph (components by JGraphT); a satisfiable one is answered with a candidate that is
 * evaluated clause by clause and proved unique: a formula forces literal L exactly when its implication
 * graph has a path from NOT L to L, and the candidate's every literal must be forced.
 */
final class TwoSatOracle {
    static final int BRUTE_FORCE_LIMIT = 16;

    private TwoSatOracle() {
    }

    /** @return the unique satisfying assignment, or null when there is none */
    static List<Object> solve(int n, List<int[]> clauses, boolean[] candidate) {
        boolean satisfiable = satisfiableByComponents(n, clauses);
        if (n <= BRUTE_FORCE_LIMIT) {
            List<Object> brute = bruteForce(n, clauses);
            if ((brute != null) != satisfiable) {
                throw new IllegalStateException("brute force and implication components disagree");
            }
            return brute;
        }
        if (!satisfiable) {
            return null;
        }
        if (candidate == null || !satisfies(candidate, clauses)) {
            throw new IllegalStateException("a satisfiable formula needs a satisfying candidate to prove unique");
        }
        List<List<Integer>> implications = implicationGraph(n, clauses);
        List<Object> out = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            int literal = candidate[v] ? 2 * v : 2 * v + 1;
            if (!reaches(implications, literal ^ 1, literal)) {
                throw new IllegalStateException("x" + (v + 1) + " is not forced: the formula has several solutions");
            }
            out.add(candidate[v]);
        }
        return out;
    }

    private static List<Object> bruteForce(int n, List<int[]> clauses) {
        List<Object> found = null;
        for (long mask = 0; mask < 1L << n; mask++) {
            boolean[] values = new boolean[n];
            for (int v = 0; v < n; v++) {
                values[v] = (mask >> v & 1) == 1;
            }
            if (satisfies(values, clauses)) {
                if (found != null) {
                    throw new IllegalStateException("the formula has several solutions, which the prompt rules out");
                }
                found = new ArrayList<>();
                for (boolean b : values) {
                    found.add(b);
                }
            }
        }
        return found;
    }

    static boolean satisfies(boolean[] values, List<int[]> clauses) {
        for (int[] c : clauses) {
            if (!isTrue(values, c[0]) && !isTrue(values, c[1])) {
                return false;
            }
        }
        return true;
    }

    private static boolean isTrue(boolean[] values, int literal) {
        return literal > 0 ? values[literal - 1] : !values[-literal - 1];
    }

    /** Vertex 2v is x(v+1), 2v+1 is NOT x(v+1); clause (a OR b) gives NOT a -> b and NOT b -> a. */
    private static List<List<Integer>> implicationGraph(int n, List<int[]> clauses) {
        List<List<Integer>> g = new ArrayList<>();
        for (int i = 0; i < 2 * n; i++) {
            g.add(new ArrayList<>());
        }
        for (int[] c : clauses) {
            int a = vertex(c[0]);
            int b = vertex(c[1]);
            g.get(a ^ 1).add(b);
            g.get(b ^ 1).add(a);
        }
        return g;
    }

    private static int vertex(int literal) {
        return literal > 0 ? 2 * (literal - 1) : 2 * (-literal - 1) + 1;
    }

    private static boolean satisfiableByComponents(int n, List<int[]> clauses) {
        Graph<Integer, DefaultEdge> graph = new DirectedPseudograph<>(DefaultEdge.class);
        List<List<Integer>> implications = implicationGraph(n, clauses);
        for (int v = 0; v < 2 * n; v++) {
            graph.addVertex(v);
        }
        for (int v = 0; v < 2 * n; v++) {
            for (int w : implications.get(v)) {
                graph.addEdge(v, w);
            }
        }
        for (Set<Integer> component : new KosarajuStrongConnectivityInspector<>(graph).stronglyConnectedSets()) {
            for (int v : component) {
                if (component.contains(v ^ 1)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean reaches(List<List<Integer>> g, int from, int to) {
        boolean[] seen = new boolean[g.size()];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        seen[from] = true;
        queue.add(from);
        while (!queue.isEmpty()) {
            int x = queue.poll();
            if (x == to) {
                return true;
            }
            for (int y : g.get(x)) {
                if (!seen[y]) {
                    seen[y] = true;
                    queue.add(y);
                }
            }
        }
        return false;
    }
}
