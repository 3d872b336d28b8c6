package dev.algoreval.engine.discovery;

import dev.algoreval.engine.config.NearestId;
import dev.algoreval.dataset.Domain;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import dev.algoreval.engine.api.AlgorevalSuite;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * Checks a suite's attributes against the known ids, as the {@code algoreval.*} keys are checked: a
 * typo must fail discovery with a message naming the class, the attribute and the value, not
 * quietly select nothing.
 */
final class SuiteValidation {
    private SuiteValidation() {
    }

    /** One message per unknown value; empty when every value is a known id. */
    static List<String> problems(Class<?> suiteClass, AlgorevalSuite suite, Collection<String> algorithmIds) {
        List<String> problems = new ArrayList<>();
        check(problems, suiteClass, "languages", suite.languages(), "language",
                Arrays.stream(Language.values()).map(Language::id).toList(), true,
                typed -> Language.byFenceTag(typed).map(Language::id));
        check(problems, suiteClass, "algorithms", suite.algorithms(), "algorithm", algorithmIds, false,
                typed -> Optional.empty());
        check(problems, suiteClass, "domains", suite.domains(), "domain",
                Arrays.stream(Domain.values()).map(Domain::id).toList(), true, typed -> Optional.empty());
        check(problems, suiteClass, "representations", suite.representations(), "representation",
                Arrays.stream(Representation.values()).map(Representation::id).toList(), true, typed -> Optional.empty());
        return problems;
    }

    /** {@code alias} maps another accepted spelling (a fence tag such as {@code js}) to the id it stands for. */
    private static void check(List<String> problems, Class<?> suiteClass, String attribute, String[] values, String kind,
            Collection<String> known, boolean listKnown, Function<String, Optional<String>> alias) {
        for (String value : values) {
            if (known.contains(value)) {
                continue;
            }
            StringBuilder message = new StringBuilder("@AlgorevalSuite(" + attribute + " = \"" + value + "\") on "
                    + suiteClass.getName() + ": unknown " + kind + " id '" + value + "'");
            message.append(alias.apply(value.toLowerCase(Locale.ROOT)).or(() -> NearestId.to(value, known))
                    .map(nearest -> "; did you mean '" + nearest + "'?").orElse("."));
            if (listKnown) {
                message.append(" Known ").append(attribute).append(": ").append(String.join(", ", known));
            }
            problems.add(message.toString());
        }
    }
}
