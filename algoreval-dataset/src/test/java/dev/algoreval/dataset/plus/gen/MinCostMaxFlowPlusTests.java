package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Hidden tests for minimum-cost maximum flow: positive capacities, non-negative costs, parallel edges
 * allowed (the prompt says so), s != t; the result is [flow, cost]. Capacities and costs stay below
 * 10^9 and flows far below 2^31: JGraphT's minimum-cost flow takes int supplies and did not
 * finish on a flow of 1.8e9 units. Expected values from
 * JGraphT (maximum flow, then the capacity-scaling minimum-cost flow of that value).
 */
public final class MinCostMaxFlowPlusTests implements PlusTestGenerator {
    private record CostFlowCase(String name, MinCostFlowNetwork network, int s, int t) {
    }

    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        for (CostFlowCase c : cases()) {
            List<Object> args = new ArrayList<>();
            switch (representation) {
                case EDGE_LIST -> {
                    args.add((long) c.network().n());
                    args.add(c.network().edgeList());
                }
                case ADJ_LIST -> args.add(c.network().adjacencyList());
                default -> throw new IllegalArgumentException("min-cost-max-flow has no " + representation + " variant");
            }
            args.add((long) c.s());
            args.add((long) c.t());
            tests.add(HiddenTest.function(c.name(), args, MaxFlowOracle.minCostMaxFlow(c.network(), c.s(), c.t())));
        }
        return tests;
    }

    private static List<CostFlowCase> cases() {
        List<CostFlowCase> cases = new ArrayList<>();
        cases.add(new CostFlowCase("two vertices, one edge",
                MinCostFlowNetwork.builder(2).arc(0, 1, 3, 4).build(), 0, 1));
        cases.add(new CostFlowCase("no path from source to sink: flow 0, cost 0",
                MinCostFlowNetwork.builder(4).arc(0, 1, 5, 1).arc(2, 3, 5, 1).arc(3, 0, 2, 2).build(), 0, 3));
        cases.add(new CostFlowCase("parallel edges of different costs: the cheaper fill first",
                MinCostFlowNetwork.builder(3).arc(0, 1, 2, 5).arc(0, 1, 3, 1).arc(0, 1, 4, 3).arc(1, 2, 6, 0)
                        .build(), 0, 2));
        cases.add(new CostFlowCase("zero-cost edges everywhere",
                MinCostFlowNetwork.builder(4).arc(0, 1, 4, 0).arc(0, 2, 3, 0).arc(1, 3, 2, 0).arc(2, 3, 9, 0)
                        .arc(1, 2, 5, 0).build(), 0, 3));
        cases.add(new CostFlowCase("the cheapest first path must be partly undone",
                MinCostFlowNetwork.builder(4).arc(0, 1, 1, 1).arc(1, 2, 1, 1).arc(2, 3, 1, 1).arc(0, 2, 1, 10)
                        .arc(1, 3, 1, 10).build(), 0, 3));
        cases.add(new CostFlowCase("maximum flow first: expensive paths are used when needed",
                MinCostFlowNetwork.builder(4).arc(0, 1, 2, 0).arc(1, 3, 2, 0).arc(0, 2, 5, 100).arc(2, 3, 5, 100)
                        .arc(1, 2, 7, 1).build(), 0, 3));
        cases.add(new CostFlowCase("antiparallel edges between the same pairs",
                MinCostFlowNetwork.builder(4).arc(0, 1, 4, 2).arc(1, 0, 4, 1).arc(1, 2, 3, 1).arc(2, 1, 3, 1)
                        .arc(2, 3, 5, 2).arc(1, 3, 1, 9).arc(0, 2, 2, 6).build(), 0, 3));
        cases.add(new CostFlowCase("source numbered after the sink",
                MinCostFlowNetwork.builder(5).arc(4, 2, 3, 2).arc(4, 3, 2, 1).arc(3, 2, 2, 1).arc(2, 0, 4, 3)
                        .arc(3, 0, 1, 7).arc(2, 1, 3, 1).arc(1, 0, 3, 1).build(), 4, 0));
        cases.add(new CostFlowCase("total cost beyond 32 bits: 3000 units at cost 10^7 and more",
                MinCostFlowNetwork.builder(4).arc(0, 1, 2000, 5_000_000).arc(1, 3, 2000, 5_000_000)
                        .arc(0, 2, 1000, 4_000_000).arc(2, 3, 1000, 7_000_000).arc(1, 2, 500, 1).build(), 0, 3));
        cases.add(new CostFlowCase("assignment: 6 workers, 6 jobs, unit capacities",
                assignment(new Random(7001), 6), 0, 13));
        cases.add(new CostFlowCase("ties: a 4x4 grid of unit-capacity, unit-cost edges", grid(4), 0, 15));
        cases.add(new CostFlowCase("dense: all 90 ordered pairs of 10 vertices",
                randomNetwork(new Random(7002), 10, 90, true, 20, 30), 0, 9));
        cases.add(new CostFlowCase("random 60 vertices, 600 edges with parallels, capacities 1..20, costs 0..50",
                randomNetwork(new Random(7003), 60, 600, false, 20, 50), 0, 59));
        cases.add(new CostFlowCase("random 80 vertices, 2000 edges, capacities 1..1000, costs 0..1000",
                randomNetwork(new Random(7004), 80, 2000, false, 1000, 1000), 5, 70));
        cases.add(new CostFlowCase("random 40 vertices, 300 unit-capacity edges, costs 0..100",
                randomNetwork(new Random(7005), 40, 300, false, 1, 100), 39, 0));
        return cases;
    }

    /** s = 0, workers 1..k, jobs k+1..2k, t = 2k+1; every worker can do every job at a random cost. */
    private static MinCostFlowNetwork assignment(Random rnd, int k) {
        int t = 2 * k + 1;
        MinCostFlowNetwork.Builder b = MinCostFlowNetwork.builder(t + 1);
        for (int w = 1; w <= k; w++) {
            b.arc(0, w, 1, 0);
            b.arc(k + w, t, 1, 0);
        }
        for (int w = 1; w <= k; w++) {
            for (int j = k + 1; j <= 2 * k; j++) {
                b.arc(w, j, 1, rnd.nextInt(100));
            }
        }
        return b.build();
    }

    private static MinCostFlowNetwork grid(int side) {
        MinCostFlowNetwork.Builder b = MinCostFlowNetwork.builder(side * side);
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                int v = r * side + c;
                if (c + 1 < side) {
                    b.arc(v, v + 1, 1, 1);
                }
                if (r + 1 < side) {
                    b.arc(v, v + side, 1, 1);
                }
            }
        }
        return b.build();
    }

    /**
     * m edges without self-loops (the prompt does not mention them); with {@code allPairs} exactly
     * one edge per ordered pair, otherwise random pairs where parallel edges may occur.
     */
    private static MinCostFlowNetwork randomNetwork(Random rnd, int n, int m, boolean allPairs, int maxCapacity,
            int maxCost) {
        MinCostFlowNetwork.Builder b = MinCostFlowNetwork.builder(n);
        if (allPairs) {
            for (int u = 0; u < n; u++) {
                for (int v = 0; v < n; v++) {
                    if (u != v) {
                        b.arc(u, v, 1 + rnd.nextInt(maxCapacity), rnd.nextInt(maxCost + 1));
                    }
                }
            }
            return b.build();
        }
        for (int i = 0; i < m; i++) {
            int u = rnd.nextInt(n);
            int v = rnd.nextInt(n - 1);
            b.arc(u, v >= u ? v + 1 : v, 1 + rnd.nextInt(maxCapacity), rnd.nextInt(maxCost + 1));
        }
        return b.build();
    }
}
