package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.List;

/** Borůvka's prompts promise positive weights. */
public final class BoruvkaMstPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        return MstPlusCases.tests(representation, false);
    }
}
