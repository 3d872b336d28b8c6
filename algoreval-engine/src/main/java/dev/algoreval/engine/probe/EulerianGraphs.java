package dev.algoreval.engine.probe;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.alg.cycle.HierholzerEulerianCycle;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleDirectedGraph;

/**
 * Inputs and truth of the Eulerian circuit (Hierholzer, directed) and path (undirected) probes. Both
 * start from a connected G(n, p) made even: its odd-degree vertices are paired at random and the edge
 * of each pair is toggled (added when absent, removed when present), which changes the parity of
 * exactly those two vertices. The circuit variant orients every edge along an Eulerian circuit of that
 * graph (JGraphT's Hierholzer), so in-degree equals out-degree everywhere, every vertex lies on the one
 * strongly connected component, there are no self-loops, no parallel (nor antiparallel) edges; the
 * start is vertex 0. The path variant removes one random edge (an even connected graph has no bridge,
 * so it stays connected), leaving exactly two odd vertices: the path must start at the smaller. Edges
 * in random order, so the adjacency lists are in no particular order.
 *
 * <p>The prompts ask for the lexicographically smallest sequence, one answer, compared exactly; no
 * library gives that, so the truth is this package's own Hierholzer walk that always takes the smallest
 * unused edge ({@link EulerWalks}), checked against an exhaustive search on small graphs and, on every
 * probe graph, against JGraphT's verdict that the graph is Eulerian.
 */
final class EulerianGraphs {
    private EulerianGraphs() {
    }

    /** The circuit's start vertex, an argument of its prompt. */
    static Object start(ProbeGraph graph) {
        return 0L;
    }

    static ProbeGraph circuit(int n, Regime regime, Random random) {
        ProbeGraph even = connectedEven(n, regime, random);
        List<int[]> edges = orientAlongACircuit(even);
        Collections.shuffle(edges, random);
        return new ProbeGraph(n, true, edges, Optional.empty());
    }

    static ProbeGraph path(int n, Regime regime, Random random) {
        ProbeGraph even = connectedEven(n, regime, random);
        List<int[]> edges = new ArrayList<>(even.edges());
        edges.remove(random.nextInt(edges.size()));
        Collections.shuffle(edges, random);
        return new ProbeGraph(n, false, edges, Optional.empty());
    }

    private static ProbeGraph connectedEven(int n, Regime regime, Random random) {
        return UndirectedProbeGraphs.untilConnected(() -> evenGraph(n, regime.edgeProbability(n), random), "connected even graph");
    }

    /** G(n, p) with the edge of each random pair of odd-degree vertices toggled: every degree even. */
    static ProbeGraph evenGraph(int n, double p, Random random) {
        Set<Long> pairs = new HashSet<>();
        int[] degree = new int[n];
        for (int[] e : Gnp.undirected(n, p, random)) {
            pairs.add(key(e[0], e[1], n));
            degree[e[0]]++;
            degree[e[1]]++;
        }
        List<Integer> odd = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (degree[v] % 2 == 1) {
                odd.add(v);
            }
        }
        Collections.shuffle(odd, random);
        for (int i = 0; i + 1 < odd.size(); i += 2) {
            long pair = key(odd.get(i), odd.get(i + 1), n);
            if (!pairs.remove(pair)) {
                pairs.add(pair);
            }
        }
        List<Long> sorted = new ArrayList<>(pairs);
        Collections.sort(sorted);
        List<int[]> edges = new ArrayList<>(sorted.size());
        for (long pair : sorted) {
            edges.add(new int[] {(int) (pair / n), (int) (pair % n)});
        }
        return new ProbeGraph(n, false, edges, Optional.empty());
    }

    private static long key(int u, int v, int n) {
        return (long) Math.min(u, v) * n + Math.max(u, v);
    }

    /** Each edge directed as an Eulerian circuit of the undirected even graph walks it. */
    private static List<int[]> orientAlongACircuit(ProbeGraph even) {
        Graph<Integer, DefaultEdge> g = Oracles.simple(even);
        GraphPath<Integer, DefaultEdge> walk = new HierholzerEulerianCycle<Integer, DefaultEdge>().getEulerianCycle(g);
        List<Integer> vertices = walk.getVertexList();
        List<int[]> out = new ArrayList<>(vertices.size() - 1);
        for (int i = 0; i + 1 < vertices.size(); i++) {
            out.add(new int[] {vertices.get(i), vertices.get(i + 1)});
        }
        return out;
    }

    /** The lexicographically smallest Eulerian circuit from vertex 0. */
    static Object smallestCircuit(ProbeGraph graph) {
        if (!new HierholzerEulerianCycle<Integer, DefaultEdge>().isEulerian(directed(graph))) {
            throw new IllegalStateException("hierholzer-eulerian-circuit probe graph is not Eulerian");
        }
        return vertices(EulerWalks.smallestCircuit(graph.n(), graph.edges(), 0));
    }

    /** The lexicographically smallest Eulerian path, from the smaller odd vertex. */
    static Object smallestPath(ProbeGraph graph) {
        if (!new HierholzerEulerianCycle<Integer, DefaultEdge>().isEulerian(withOddEndsJoined(graph))) {
            throw new IllegalStateException("eulerian-path probe graph is not Eulerian");
        }
        return vertices(EulerWalks.smallestPath(graph.n(), graph.edges()));
    }

    private static List<Object> vertices(List<Integer> walk) {
        List<Object> out = new ArrayList<>(walk.size());
        walk.forEach(v -> out.add((long) v));
        return out;
    }

    private static Graph<Integer, DefaultEdge> directed(ProbeGraph graph) {
        Graph<Integer, DefaultEdge> g = new SimpleDirectedGraph<>(DefaultEdge.class);
        for (int v = 0; v < graph.n(); v++) {
            g.addVertex(v);
        }
        graph.edges().forEach(e -> g.addEdge(e[0], e[1]));
        return g;
    }

    /** The path graph with its two odd vertices joined by one more vertex: Eulerian exactly when it has the path. */
    private static Graph<Integer, DefaultEdge> withOddEndsJoined(ProbeGraph graph) {
        Graph<Integer, DefaultEdge> g = Oracles.simple(graph);
        int extra = graph.n();
        g.addVertex(extra);
        for (int v = 0; v < graph.n(); v++) {
            if (g.degreeOf(v) % 2 == 1) {
                g.addEdge(v, extra);
            }
        }
        return g;
    }

    /** The walk is the result: E + 1 vertex numbers of up to 5 digits and a comma each. */
    static long resultBytes(ProbeGraph graph) {
        return 6 * (graph.m() + 1);
    }
}
