package dev.algoreval.engine.probe;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.traverse.TopologicalOrderIterator;

/** Input and truth of the 2-SAT probe: formulas with exactly one satisfying assignment, and that assignment. */
final class TwoSat {
    private TwoSat() {
    }

    /**
     * The prompt promises each formula at most one satisfying assignment, so every probe formula is built
     * around a hidden random assignment that it forces: a root literal by (r OR y) and (r OR NOT y), every
     * other variable's true literal implied by a random earlier one (a random implication tree, its
     * variables in random order), and as noise one clause per pair of an undirected G(n, p) over the
     * variables with random signs that the hidden assignment satisfies (so E ~ 0.15 n² clauses dense,
     * 1.5 n ln n sparse). Clauses and the two literals of each are in random order.
     */
    static TwoSatFormula forcedFormula(int n, Regime regime, Random random) {
        boolean[] hidden = new boolean[n + 1];
        for (int x = 1; x <= n; x++) {
            hidden[x] = random.nextBoolean();
        }
        List<Integer> order = new ArrayList<>();
        for (int x = 1; x <= n; x++) {
            order.add(x);
        }
        Collections.shuffle(order, random);
        List<int[]> clauses = new ArrayList<>();
        int root = order.get(0);
        if (n == 1) {
            clauses.add(new int[] {truth(root, hidden), truth(root, hidden)});
        } else {
            int y = order.get(1);
            clauses.add(new int[] {truth(root, hidden), y});
            clauses.add(new int[] {truth(root, hidden), -y});
        }
        for (int k = 1; k < n; k++) {
            int parent = order.get(random.nextInt(k));
            clauses.add(new int[] {-truth(parent, hidden), truth(order.get(k), hidden)});
        }
        for (int[] pair : Gnp.undirected(n, regime.edgeProbability(n), random)) {
            int a;
            int b;
            do {
                a = random.nextBoolean() ? pair[0] + 1 : -(pair[0] + 1);
                b = random.nextBoolean() ? pair[1] + 1 : -(pair[1] + 1);
            } while (!satisfies(a, hidden) && !satisfies(b, hidden));
            clauses.add(new int[] {a, b});
        }
        for (int[] c : clauses) {
            if (random.nextBoolean()) {
                int first = c[0];
                c[0] = c[1];
                c[1] = first;
            }
        }
        Collections.shuffle(clauses, random);
        return new TwoSatFormula(n, clauses);
    }

    /** The literal of x that the hidden assignment makes true. */
    private static int truth(int x, boolean[] hidden) {
        return hidden[x] ? x : -x;
    }

    private static boolean satisfies(int literal, boolean[] hidden) {
        return literal > 0 == hidden[Math.abs(literal)];
    }

    /**
     * JGraphT's strongly connected components of the implication graph and a topological order of its
     * condensation (x true when NOT x's component comes first), null when x and NOT x share a component;
     * the checker accepts any satisfying assignment anyway.
     */
    static Object assignment(TwoSatFormula formula) {
        int n = formula.n();
        Graph<Integer, DefaultEdge> implications = new DefaultDirectedGraph<>(DefaultEdge.class);
        for (int v = 0; v < 2 * n; v++) {
            implications.addVertex(v);
        }
        for (int[] c : formula.clauses()) {
            implications.addEdge(vertex(-c[0]), vertex(c[1]));
            implications.addEdge(vertex(-c[1]), vertex(c[0]));
        }
        // The condensation over component numbers (JGraphT's own condensation hashes whole subgraphs).
        List<Set<Integer>> components = new KosarajuStrongConnectivityInspector<>(implications).stronglyConnectedSets();
        int[] component = new int[2 * n];
        Graph<Integer, DefaultEdge> condensation = new DefaultDirectedGraph<>(DefaultEdge.class);
        for (int c = 0; c < components.size(); c++) {
            condensation.addVertex(c);
            for (int v : components.get(c)) {
                component[v] = c;
            }
        }
        for (DefaultEdge e : implications.edgeSet()) {
            int from = component[implications.getEdgeSource(e)];
            int to = component[implications.getEdgeTarget(e)];
            if (from != to) {
                condensation.addEdge(from, to);
            }
        }
        int[] position = new int[components.size()];
        int next = 0;
        for (TopologicalOrderIterator<Integer, DefaultEdge> order = new TopologicalOrderIterator<>(condensation); order.hasNext();) {
            position[order.next()] = next++;
        }
        int[] rank = new int[2 * n];
        for (int v = 0; v < 2 * n; v++) {
            rank[v] = position[component[v]];
        }
        List<Object> assignment = new ArrayList<>();
        for (int x = 1; x <= n; x++) {
            int positive = rank[vertex(x)];
            int negative = rank[vertex(-x)];
            if (positive == negative) {
                return null;
            }
            assignment.add(positive > negative);
        }
        return assignment;
    }

    /** x → 2(x-1), NOT x → 2(x-1)+1. */
    private static int vertex(int literal) {
        return 2 * (Math.abs(literal) - 1) + (literal > 0 ? 0 : 1);
    }
}
