package dev.algoreval.dataset.plus.gen;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jgrapht.Graph;
import org.jgrapht.alg.flow.EdmondsKarpMFImpl;
import org.jgrapht.alg.flow.PushRelabelMFImpl;
import org.jgrapht.alg.flow.mincost.CapacityScalingMinimumCostFlow;
import org.jgrapht.alg.flow.mincost.MinimumCostFlowProblem;
import org.jgrapht.alg.interfaces.MinimumCostFlowAlgorithm;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.DirectedWeightedPseudograph;

/**
 * Expected maximum flows and minimum-cost maximum flows from JGraphT, never from the references:
 * the flow value by Edmonds-Karp and by push-relabel (which must agree), the cheapest way to send
 * that value by JGraphT's capacity-scaling minimum-cost flow with the source supplying it and the
 * sink taking it in.
 */
public final class MaxFlowOracle {
    /** Beyond 2^53 a double no longer holds every integer, and JGraphT computes in doubles. */
    private static final double EXACT_LIMIT = 0x1p53;

    private MaxFlowOracle() {
    }

    /** The value of a maximum flow from s to t; the graph's edge weights are the capacities. */
    public static long maxFlow(ShortestPathGraph capacities, int s, int t) {
        return maxFlow(capacities.toJGraphT(), s, t);
    }

    private static long maxFlow(Graph<Integer, DefaultWeightedEdge> g, int s, int t) {
        double edmondsKarp = new EdmondsKarpMFImpl<>(g).getMaximumFlowValue(s, t);
        double pushRelabel = new PushRelabelMFImpl<>(g).getMaximumFlowValue(s, t);
        if (edmondsKarp != pushRelabel) {
            throw new IllegalStateException("JGraphT's Edmonds-Karp and push-relabel disagree: " + edmondsKarp
                    + " vs " + pushRelabel);
        }
        return exact(edmondsKarp);
    }

    /** [maximum flow value, minimum cost of a flow of that value]. */
    public static List<Object> minCostMaxFlow(MinCostFlowNetwork network, int s, int t) {
        Graph<Integer, DefaultWeightedEdge> capacities = network.capacities().toJGraphT();
        long flow = maxFlow(capacities, s, t);
        if (flow == 0) {
            return List.of(0L, 0L);
        }
        Graph<Integer, DefaultWeightedEdge> costs = new DirectedWeightedPseudograph<>(DefaultWeightedEdge.class);
        Map<DefaultWeightedEdge, Integer> capacityOf = new HashMap<>();
        for (int v = 0; v < network.n(); v++) {
            costs.addVertex(v);
        }
        for (MinCostFlowNetwork.Arc a : network.arcs()) {
            DefaultWeightedEdge e = costs.addEdge(a.from(), a.to());
            costs.setEdgeWeight(e, a.cost());
            capacityOf.put(e, Math.toIntExact(a.capacity()));
        }
        int supply = Math.toIntExact(flow);
        MinimumCostFlowProblem<Integer, DefaultWeightedEdge> problem =
                new MinimumCostFlowProblem.MinimumCostFlowProblemImpl<>(costs,
                        v -> v == s ? supply : v == t ? -supply : 0, capacityOf::get);
        CapacityScalingMinimumCostFlow<Integer, DefaultWeightedEdge> solver = new CapacityScalingMinimumCostFlow<>();
        MinimumCostFlowAlgorithm.MinimumCostFlow<DefaultWeightedEdge> result = solver.getMinimumCostFlow(problem);
        if (!solver.testOptimality(1e-9)) {
            throw new IllegalStateException("JGraphT's minimum-cost flow failed its own optimality test");
        }
        return List.of(flow, exact(result.getCost()));
    }

    private static long exact(double d) {
        if (Double.isInfinite(d) || Math.abs(d) >= EXACT_LIMIT || d != Math.rint(d)) {
            throw new IllegalStateException(d + " is not an exactly computed integer");
        }
        return (long) d;
    }
}
