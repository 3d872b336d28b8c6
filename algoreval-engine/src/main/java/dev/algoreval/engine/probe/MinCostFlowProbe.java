package dev.algoreval.engine.probe;

import dev.algoreval.dataset.Representation;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.jgrapht.Graph;
import org.jgrapht.alg.flow.PushRelabelMFImpl;
import org.jgrapht.alg.flow.mincost.CapacityScalingMinimumCostFlow;
import org.jgrapht.alg.flow.mincost.MinimumCostFlowProblem;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedMultigraph;

/**
 * Minimum-cost maximum flow: a directed G(n, p) with positive capacities 1..100 and non-negative costs
 * 0..100 (zero included, as the prompt allows), source 0 and sink n - 1. The textbook bound of
 * successive shortest paths is O(F · V E) with one Bellman–Ford pass per augmentation; F is at most
 * U · V for capacities up to U (a constant here), so O(V² E) — a worst case: random graphs need far
 * fewer augmentations than F and far fewer than V Bellman–Ford rounds ({@link Textbook#asWorstCaseOnly()}).
 * The sizes are small because the references' real cost still grows about as n^4.5 on dense graphs.
 * Truth: JGraphT's push–relabel for the flow value F, then JGraphT's capacity-scaling minimum-cost
 * flow that sends F from the source to the sink for the cost.
 */
final class MinCostFlowProbe extends ProbeAlgorithm {
    @Override
    public Regime.Kind inputKind() {
        return Regime.Kind.GRAPH;
    }

    @Override
    public String id() {
        return "min-cost-max-flow";
    }

    @Override
    public List<Integer> sizes(Regime regime, Representation representation) {
        return regime == Regime.DENSE ? List.of(25, 35, 50, 71, 100) : List.of(50, 71, 100, 141, 200);
    }

    @Override
    public Textbook textbook(Regime regime, Representation representation) {
        return (regime == Regime.DENSE ? new Textbook("O(F V E), F ≤ U V", 4, "E ~ n²: n⁴", Textbook.VERTICES_SQUARED_EDGES)
                : new Textbook("O(F V E), F ≤ U V", 3, "E ~ n log n: n³ log n", Textbook.VERTICES_SQUARED_EDGES))
                .asWorstCaseOnly();
    }

    @Override
    public CostFlowNetwork input(int n, Regime regime, Random random) {
        List<int[]> edges = Gnp.directed(n, regime.edgeProbability(n), random);
        long[] capacities = new long[edges.size()];
        long[] costs = new long[edges.size()];
        for (int i = 0; i < capacities.length; i++) {
            capacities[i] = 1 + random.nextInt(100);
            costs[i] = random.nextInt(101);
        }
        return new CostFlowNetwork(n, edges, capacities, costs, 0, n - 1);
    }

    /** [flow, cost]. */
    @Override
    public Object expected(ProbeInput input) {
        CostFlowNetwork network = (CostFlowNetwork) input;
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

    @Override
    public List<Object> args(ProbeInput input, Representation representation) {
        CostFlowNetwork network = (CostFlowNetwork) input;
        return switch (representation) {
            case EDGE_LIST -> List.of((long) network.n(), network.edgeList(), (long) network.source(), (long) network.sink());
            case ADJ_LIST -> List.of(network.adjacencyList(), (long) network.source(), (long) network.sink());
            default -> throw unsupported(id(), representation);
        };
    }
}
