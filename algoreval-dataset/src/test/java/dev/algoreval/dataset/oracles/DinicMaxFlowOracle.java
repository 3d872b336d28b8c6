package dev.algoreval.dataset.oracles;

import dev.algoreval.dataset.oracle.GraphOracle;
import dev.algoreval.dataset.oracle.InputGraph;
import dev.algoreval.dataset.oracle.OracleInput;
import org.jgrapht.alg.flow.PushRelabelMFImpl;

/** JGraphT's push–relabel maximum flow: a different algorithm from Dinic's, same flow value. */
public final class DinicMaxFlowOracle extends GraphOracle {
    @Override
    protected boolean directed() {
        return true;
    }

    @Override
    protected String expectedOutput(InputGraph graph, OracleInput input) {
        double flow = new PushRelabelMFImpl<>(graph.toJGraphT())
                .getMaximumFlowValue(input.integer("s"), input.integer("t"));
        return Math.round(flow) + "\n";
    }
}
