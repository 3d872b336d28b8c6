package dev.algoreval.dataset.plus.gen;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The lexicographically smallest Eulerian trail of a simple graph, by a route unlike Hierholzer's or
 * Fleury's bridge test: walk greedily, and at each vertex take the smallest unused edge after which the
 * unused edges still form a trail from the new vertex (all of them reachable from it, degrees fitting
 * a trail from there to the required end). Because that feasibility test is exact, the greedy choice
 * is the smallest possible next vertex at every step, which is the lexicographic minimum.
 */
final class ConnectivityEulerianOracle {
    private final ConnectivityGraph graph;
    private final List<TreeSet<Integer>> unused = new ArrayList<>();
    private final int[] balance;
    private int remaining;

    private ConnectivityEulerianOracle(ConnectivityGraph graph) {
        if (!graph.isSimple()) {
            throw new IllegalArgumentException("the Eulerian prompts promise no self-loops and no parallel edges");
        }
        this.graph = graph;
        for (int v = 0; v < graph.n(); v++) {
            unused.add(new TreeSet<>());
        }
        // undirected: the degree; directed: out-degree minus in-degree
        balance = new int[graph.n()];
        for (int[] e : graph.edges()) {
            unused.get(e[0]).add(e[1]);
            balance[e[0]]++;
            if (graph.directed()) {
                balance[e[1]]--;
            } else {
                unused.get(e[1]).add(e[0]);
                balance[e[1]]++;
            }
        }
        remaining = graph.m();
    }

    /** The smallest undirected Eulerian path over all start vertices; the graph must have one. */
    static List<Object> smallestPath(ConnectivityGraph g) {
        ConnectivityEulerianOracle oracle = new ConnectivityEulerianOracle(g);
        for (int s = 0; s < g.n(); s++) {
            if (oracle.canFinishFrom(s, -1)) {
                return oracle.walk(s, -1);
            }
        }
        throw new IllegalArgumentException("the graph has no Eulerian path");
    }

    /** The smallest directed Eulerian circuit from {@code start}; the graph must have one. */
    static List<Object> smallestCircuit(ConnectivityGraph g, int start) {
        ConnectivityEulerianOracle oracle = new ConnectivityEulerianOracle(g);
        if (!oracle.canFinishFrom(start, start)) {
            throw new IllegalArgumentException("the graph has no Eulerian circuit from " + start);
        }
        return oracle.walk(start, start);
    }

    /** @param end where the trail must end, or -1 when any end will do (undirected) */
    private List<Object> walk(int start, int end) {
        List<Object> trail = new ArrayList<>();
        trail.add((long) start);
        int at = start;
        while (remaining > 0) {
            Integer chosen = null;
            for (int v : new ArrayList<>(unused.get(at))) {
                take(at, v);
                if (canFinishFrom(v, end)) {
                    chosen = v;
                    break;
                }
                restore(at, v);
            }
            if (chosen == null) {
                throw new IllegalStateException("no feasible edge out of " + at + " after " + trail);
            }
            trail.add((long) chosen);
            at = chosen;
        }
        if (trail.size() != graph.m() + 1) {
            throw new IllegalStateException("trail of " + trail.size() + " vertices for " + graph.m() + " edges");
        }
        return trail;
    }

    private void take(int u, int v) {
        unused.get(u).remove(v);
        balance[u]--;
        if (graph.directed()) {
            balance[v]++;
        } else {
            unused.get(v).remove(u);
            balance[v]--;
        }
        remaining--;
    }

    private void restore(int u, int v) {
        unused.get(u).add(v);
        balance[u]++;
        if (graph.directed()) {
            balance[v]--;
        } else {
            unused.get(v).add(u);
            balance[v]++;
        }
        remaining++;
    }

    /** Whether the unused edges form a trail that starts at {@code from} (and ends at {@code end} if >= 0). */
    private boolean canFinishFrom(int from, int end) {
        if (remaining == 0) {
            return end < 0 || from == end;
        }
        if (!degreesFit(from, end)) {
            return false;
        }
        boolean[] seen = new boolean[graph.n()];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        seen[from] = true;
        queue.add(from);
        int reachedEdgeEnds = 0;
        while (!queue.isEmpty()) {
            int x = queue.poll();
            reachedEdgeEnds += unused.get(x).size();
            for (int y : unused.get(x)) {
                if (!seen[y]) {
                    seen[y] = true;
                    queue.add(y);
                }
            }
        }
        // each undirected edge is seen from both ends; each directed edge from its tail
        return reachedEdgeEnds == (graph.directed() ? remaining : 2 * remaining);
    }

    private boolean degreesFit(int from, int end) {
        if (graph.directed()) {
            for (int v = 0; v < graph.n(); v++) {
                int want = from == end ? 0 : v == from ? 1 : v == end ? -1 : 0;
                if (balance[v] != want) {
                    return false;
                }
            }
            return true;
        }
        int odd = 0;
        for (int v = 0; v < graph.n(); v++) {
            odd += balance[v] % 2;
        }
        return odd == 0 || odd == 2 && balance[from] % 2 == 1;
    }
}
