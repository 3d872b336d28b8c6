package dev.algoreval.engine.probe;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.flow.PushRelabelMFImpl;
import org.jgrapht.alg.flow.mincost.CapacityScalingMinimumCostFlow;
import org.jgrapht.alg.flow.mincost.MinimumCostFlowProblem;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedMultigraph;

/**
 * Inputs and truth of the flow probes (Dinic's maximum flow, minimum-cost maximum flow): directed
 * G(n, p) networks from the source 0 to the sink n - 1 (the vertex numbers of G(n, p) are
 * exchangeable, so fixed ends are as random as any).
 */
final class Flows {
    private Flows() {
    }

    static Object source(ProbeGraph network) {
        return 0L;
    }

    static Object sink(ProbeGraph network) {
        return network.n() - 1L;
    }

    /**
     * Dinic: a directed G(n, p) (no self-loops, no parallel edges, so the capacity matrix holds every
     * edge; u → v and v → u may both exist) with positive capacities 1..1000 as the edge weights.
     */
    static ProbeGraph capacitated(int n, Regime regime, Random random) {
        List<int[]> edges = Gnp.directed(n, regime.edgeProbability(n), random);
        long[] capacities = new long[edges.size()];
        for (int i = 0; i < capacities.length; i++) {
            capacities[i] = 1 + random.nextInt(1000);
        }
        return new ProbeGraph(n, true, edges, Optional.of(capacities));
    }

    /** JGraphT's push–relabel, a different algorithm from the one the prompt asks for. */
    static Object maximumFlow(ProbeGraph graph) {
        return maximumFlow(graph, 0, graph.n() - 1);
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

    /**
     * Minimum-cost maximum flow: a directed G(n, p) with positive capacities 1..100 and non-negative
     * costs 0..100 (zero included, as the prompt allows).
     */
    static CostFlowNetwork costed(int n, Regime regime, Random random) {
        List<int[]> edges = Gnp.directed(n, regime.edgeProbability(n), random);
        long[] capacities = new long[edges.size()];
        long[] costs = new long[edges.size()];
        for (int i = 0; i < capacities.length; i++) {
            capacities[i] = 1 + random.nextInt(100);
            costs[i] = random.nextInt(101);
        }
        return new CostFlowNetwork(n, edges, capacities, costs, 0, n - 1);
    }

    /**
     * [flow, cost]: JGraphT's push–relabel for the flow value F, then JGraphT's capacity-scaling
     * minimum-cost flow that sends F from the source to the sink for the cost.
     */
    static Object minimumCostMaximumFlow(CostFlowNetwork network) {
        Graph<Integer, DefaultWeightedEdge> g = new DirectedWeightedMultigraph<>(DefaultWeightedEdge.class);
        for (int v = 0; v < network.n(); v++) {
            g.addVertex(v);
        }
        Map<DefaultWeightedEdge, Integer> capacity = new HashMap<>();
        Map<DefaultWeightedEdge, Double> cost = new HashMap<>();
        for (int i = 0; i < network.edges().size(); i++) {
            int[] e = network.edges().get(i);
            DefaultWeightedEdge edge = g.addEdge(e[0], e[1]);
            g.setEdgeWeight(edge, network.capacities()[i]);
            capacity.put(edge, (int) network.capacities()[i]);
            cost.put(edge, (double) network.costs()[i]);
        }
        long flow = Math.round(new PushRelabelMFImpl<>(g).getMaximumFlowValue(network.source(), network.sink()));
        if (flow == 0) {
            return List.of(0L, 0L);
        }
        // The capacities were the edge weights for the flow; the cost JGraphT reports is by edge weight.
        cost.forEach(g::setEdgeWeight);
        int source = network.source();
        int sink = network.sink();
        MinimumCostFlowProblem<Integer, DefaultWeightedEdge> problem = new MinimumCostFlowProblem.MinimumCostFlowProblemImpl<>(
                g, v -> v == source ? (int) flow : v == sink ? (int) -flow : 0, capacity::get, e -> 0, cost::get);
        double total = new CapacityScalingMinimumCostFlow<Integer, DefaultWeightedEdge>().getMinimumCostFlow(problem).getCost();
        return List.of(flow, Math.round(total));
    }
}
