package dev.algoreval.engine.probe;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.GabowStrongConnectivityInspector;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.traverse.TopologicalOrderIterator;

/**
 * Directed probe graphs and their encodings that {@link ProbeGraph} leaves out: random DAGs, the 0/1
 * adjacency matrix of an unweighted digraph, a weighted matrix whose diagonal is "no edge" (a DAG has
 * no self-loop, so a 0 there would be a real edge of weight 0), and the digraph as a JGraphT graph;
 * with the truth of the probes that take them unweighted: strongly connected components and the
 * smallest topological order.
 */
final class DirectedProbeGraphs {
    private DirectedProbeGraphs() {
    }

    /**
     * A directed G(n, p): every ordered pair u ≠ v independently, edges in pair order ({@link Gnp}), so
     * both u → v and v → u can occur (no self-loops, no parallel edges; the SCC prompts allow any
     * digraph). Above the threshold most vertices form one giant component, which makes the depth-first
     * searches as deep as the graph is large.
     */
    static ProbeGraph gnp(int n, Regime regime, Random random) {
        List<int[]> edges = Gnp.directed(n, regime.edgeProbability(n), random);
        return new ProbeGraph(n, true, edges, Optional.empty());
    }

    /**
     * A random DAG: the pairs of an undirected G(n, p), each pointed from the endpoint earlier in a hidden
     * random order to the later one, so the vertex numbers say nothing about the order and a program
     * cannot get away with relaxing the vertices in numeric order. With {@code zeroFirst} vertex 0 is
     * first in the hidden order (a source from which the dense graphs reach nearly everything).
     * Edges by source, then target (the order of {@link Gnp}'s pairs); no self-loops, no parallel edges.
     */
    static List<int[]> dagEdges(int n, Regime regime, Random random, boolean zeroFirst) {
        List<Integer> order = new ArrayList<>();
        for (int v = zeroFirst ? 1 : 0; v < n; v++) {
            order.add(v);
        }
        Collections.shuffle(order, random);
        if (zeroFirst) {
            order.add(0, 0);
        }
        int[] rank = new int[n];
        for (int i = 0; i < n; i++) {
            rank[order.get(i)] = i;
        }
        List<int[]> edges = new ArrayList<>();
        for (int[] e : Gnp.undirected(n, regime.edgeProbability(n), random)) {
            edges.add(rank[e[0]] < rank[e[1]] ? e : new int[] {e[1], e[0]});
        }
        edges.sort(Comparator.<int[]>comparingInt(e -> e[0]).thenComparingInt(e -> e[1]));
        return edges;
    }

    /**
     * A random DAG for topological sort: the pairs of an undirected G(n, p) pointed along a hidden random
     * order, so the answer is neither 0..n-1 nor forced by the numbering.
     */
    static ProbeGraph dag(int n, Regime regime, Random random) {
        return new ProbeGraph(n, true, dagEdges(n, regime, random, false), Optional.empty());
    }

    /** M[u][v] = 1 for an edge u → v, 0 elsewhere (the diagonal included). */
    static List<Object> zeroOneMatrix(ProbeGraph g) {
        long[][] m = new long[g.n()][g.n()];
        for (int[] e : g.edges()) {
            m[e[0]][e[1]] = 1;
        }
        return rows(m);
    }

    /** M[u][v] = the weight of u → v, {@code none} wherever there is no edge, the diagonal included. */
    static List<Object> weightedMatrix(ProbeGraph g, long none) {
        long[][] m = new long[g.n()][g.n()];
        for (long[] row : m) {
            Arrays.fill(row, none);
        }
        for (int i = 0; i < g.edgeCount(); i++) {
            int[] e = g.edges().get(i);
            m[e[0]][e[1]] = g.weight(i);
        }
        return rows(m);
    }

    private static List<Object> rows(long[][] m) {
        List<Object> out = new ArrayList<>(m.length);
        for (long[] row : m) {
            List<Object> r = new ArrayList<>(row.length);
            for (long x : row) {
                r.add(x);
            }
            out.add(r);
        }
        return out;
    }

    static Graph<Integer, DefaultEdge> jgrapht(ProbeGraph g) {
        Graph<Integer, DefaultEdge> out = new DefaultDirectedGraph<>(DefaultEdge.class);
        for (int v = 0; v < g.n(); v++) {
            out.addVertex(v);
        }
        for (int[] e : g.edges()) {
            out.addEdge(e[0], e[1]);
        }
        return out;
    }

    /**
     * Strongly connected components as the SCC prompts' comparison sees them: each component's vertices
     * increasing, the components by their smallest vertex.
     */
    static List<Object> canonicalComponents(List<? extends java.util.Set<Integer>> components) {
        List<List<Long>> sorted = new ArrayList<>();
        for (java.util.Set<Integer> c : components) {
            sorted.add(c.stream().sorted().map(Integer::longValue).toList());
        }
        sorted.sort((a, b) -> Long.compare(a.get(0), b.get(0)));
        return new ArrayList<>(sorted);
    }

    /** The strongly connected components by JGraphT's Kosaraju inspector, in the canonical order. */
    static Object kosarajuComponents(ProbeGraph graph) {
        return canonicalComponents(new KosarajuStrongConnectivityInspector<>(jgrapht(graph)).stronglyConnectedSets());
    }

    /** The same by JGraphT's Gabow inspector: another implementation for the transitive-closure probe. */
    static Object gabowComponents(ProbeGraph graph) {
        return canonicalComponents(new GabowStrongConnectivityInspector<>(jgrapht(graph)).stronglyConnectedSets());
    }

    /**
     * The lexicographically smallest topological order (Kahn's algorithm with a min-heap): JGraphT's
     * topological order iterator with the natural order on vertices, which always takes the smallest
     * ready vertex.
     */
    static Object smallestTopologicalOrder(ProbeGraph graph) {
        List<Object> order = new ArrayList<>();
        new TopologicalOrderIterator<>(jgrapht(graph), Comparator.<Integer>naturalOrder()).forEachRemaining(v -> order.add((long) v));
        return order;
    }
}
