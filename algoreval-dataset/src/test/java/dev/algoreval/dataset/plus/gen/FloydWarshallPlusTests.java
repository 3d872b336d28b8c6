package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/** Hidden tests for Floyd-Warshall: the all-pairs cases of {@link ShortestPathAllPairsTests}. */
public final class FloydWarshallPlusTests implements PlusTestGenerator {
    private static final long SEED = 4000;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        return ShortestPathAllPairsTests.tests(representation, SEED);
    }
}
