package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.flow.PushRelabelMFImpl;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedMultigraph;

/**
 * Dinic's maximum flow: a directed G(n, p) (no self-loops, no parallel edges, so the capacity matrix
 * holds every edge; u → v and v → u may both exist) with positive capacities 1..1000, source 0 and sink
 * n - 1 (the vertex numbers of G(n, p) are exchangeable, so fixed ends are as random as any). Dinic's
 * O(V² E) is a worst case: on random graphs the sink is a few BFS levels away and there are few phases,
 * so a fit below it is not a finding ({@link Textbook#asWorstCaseOnly()}). The capacity matrix is
 * probed in the dense regime only (it is V² whatever E is). Truth: JGraphT's push–relabel, a different
 * algorithm from the one the prompt asks for.
 */
final class MaxFlowProbe extends GraphProbeAlgorithm {
    @Override
    public String id() {
        return "dinic-max-flow";
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        if (representation == Representation.ADJ_MATRIX) {
            return regime == Regime.DENSE ? MATRIX : List.of();
        }
        return regime == Regime.DENSE ? NEAR_LINEAR_DENSE : NEAR_LINEAR_SPARSE;
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        return (regime == Regime.DENSE ? new Textbook("O(V² E)", 4, "E ~ n²: n⁴", Textbook.VERTICES_SQUARED_EDGES)
                : new Textbook("O(V² E)", 3, "E ~ n log n: n³ log n", Textbook.VERTICES_SQUARED_EDGES)).asWorstCaseOnly();
    }

    @Override
    public ProbeGraph graph(int n, Regime regime, Random random) {
        List<int[]> edges = Gnp.directed(n, regime.edgeProbability(n), random);
        long[] capacities = new long[edges.size()];
        for (int i = 0; i < capacities.length; i++) {
            capacities[i] = 1 + random.nextInt(1000);
        }
        return new ProbeGraph(n, true, edges, Optional.of(capacities));
    }

    static long source(ProbeGraph graph) {
        return 0;
    }

    static long sink(ProbeGraph graph) {
        return graph.n() - 1;
    }

    @Override
    public Object expected(ProbeGraph graph) {
        return maximumFlow(graph, (int) source(graph), (int) sink(graph));
    }

    /** Self-loops (the prompt does not rule them out; the probe's graphs have none) never carry flow and are left out. */
    static long maximumFlow(ProbeGraph graph, int source, int sink) {
        Graph<Integer, DefaultWeightedEdge> g = new DirectedWeightedMultigraph<>(DefaultWeightedEdge.class);
        for (int v = 0; v < graph.n(); v++) {
            g.addVertex(v);
        }
        for (int i = 0; i < graph.edgeCount(); i++) {
            int[] e = graph.edges().get(i);
            if (e[0] != e[1]) {
                g.setEdgeWeight(g.addEdge(e[0], e[1]), graph.weight(i));
            }
        }
        return Math.round(new PushRelabelMFImpl<>(g).getMaximumFlowValue(source, sink));
    }

    @Override
    public List<Object> args(ProbeGraph graph, Representation representation) {
        return switch (representation) {
            case EDGE_LIST -> List.of((long) graph.n(), graph.edgeList(), source(graph), sink(graph));
            case ADJ_LIST -> List.of(graph.adjacencyList(), source(graph), sink(graph));
            case ADJ_MATRIX -> List.of(graph.adjacencyMatrix(0), source(graph), sink(graph));
            default -> throw unsupported(id(), representation);
        };
    }
}
