package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/** Hidden tests for Johnson's algorithm: the all-pairs cases of {@link ShortestPathAllPairsTests}. */
public final class JohnsonApspPlusTests implements PlusTestGenerator {
    private static final long SEED = 5000;

    @Override
    public List<HiddenTest> tests(Representation representation) {
        return ShortestPathAllPairsTests.tests(representation, SEED);
    }
}
