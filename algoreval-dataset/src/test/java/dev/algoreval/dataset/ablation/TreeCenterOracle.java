package dev.algoreval.dataset.ablation;

import dev.algoreval.dataset.oracle.OracleInput;
import java.util.TreeSet;
import org.jgrapht.alg.shortestpath.GraphMeasurer;

/** Deleting all leaves round by round leaves the vertices of least eccentricity: JGraphT's graph center. */
final class TreeCenterOracle implements AblationOracle {
    @Override
    public String expectedOutput(OracleInput input) {
        var graph = AblationGraphs.undirected(input.integer("n"), input.intMatrix("edges"));
        return AblationGraphs.line(new TreeSet<>(new GraphMeasurer<>(graph).getGraphCenter()));
    }
}
