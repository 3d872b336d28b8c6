package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/**
 * Makes one algorithm's hidden tests: inputs from a seeded generator (edge cases by hand, random
 * graphs from a fixed seed) and expected results from an oracle independent of the references
 * (JGraphT where it has the algorithm, otherwise a second implementation by another route).
 * Implementations are named after the algorithm id, {@code dijkstra} → {@code DijkstraPlusTests},
 * in this package, with a public no-argument constructor; {@link PlusTestFilesTest} finds them.
 */
public interface PlusTestGenerator {
    /** The hidden tests of the algorithm's variant in {@code representation}, the same on every call. */
    List<HiddenTest> tests(Representation representation);
}
