package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import dev.algoreval.engine.scoring.Scorer;
import dev.algoreval.toolchains.Execution;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The hidden tests measured against seeded bugs in the C, C++, Java, JavaScript, Go and Rust
 * references ({@link LanguageMutants}), above all the 32-bit overflows that Python cannot make: each
 * mutant runs the prompt's fixed test in the real sandbox, scored as the engine scores it (base), and
 * its hidden tests through the language's driver (plus), and plus must kill it by failing a hidden
 * test. Every reference passes all its hidden tests ({@link DriverConformanceTest}), so any failure
 * is the mutant's. A table per language is printed after the run (the source of MUTANTS.md's
 * "Other languages"); {@code -Dalgoreval.test.driverLanguages=c,go} narrows the languages.
 */
class CrossLanguageMutantsTest {
    /** At least this many mutants per typed language widen a 64-bit sum or a comparison to 32 bits. */
    private static final int OVERFLOWS_PER_TYPED_LANGUAGE = 2;

    private static Dataset dataset;
    private static final List<Fate> FATES = new ArrayList<>();

    /** What happened to one mutant: whether it still passes the fixed test and how plus judged it. */
    record Fate(Language language, LanguageMutants.Mutant mutant, boolean passesBase, PlusResult plus) {
        boolean killed() {
            return plus.outcome() != Outcome.PASS;
        }
    }

    @BeforeAll
    static void load() {
        dataset = Dataset.load();
    }

    @AfterAll
    static void report() {
        if (!FATES.isEmpty()) {
            System.out.println("Seeded mutants of the other languages' references:\n" + summary() + "\n" + rows());
        }
    }

    @Test
    void everyMutantIsWellFormed() {
        for (Language language : LanguageMutants.LANGUAGES) {
            Set<String> names = new HashSet<>();
            for (LanguageMutants.Mutant mutant : LanguageMutants.of(language)) {
                String what = language.id() + "/" + mutant.algorithm() + ": " + mutant.name();
                assertThat(names.add(mutant.name())).as("%s: names are unique", what).isTrue();
                assertThat(LanguageMutants.KINDS).as("%s: kind", what).contains(mutant.kind());
                assertThat(mutant.replace()).as("%s: replace", what).isNotEmpty().isNotEqualTo(mutant.with());
                assertThat(mutant.with()).as("%s: with", what).isNotNull();
                Optional<Instance> reference = reference(language, mutant);
                assertThat(reference).as("%s: the variant has a %s reference", what, language.displayName())
                        .isPresent();
                assertThat(PlusSandbox.runner().covers(reference.get())).as("%s: the variant has hidden tests", what)
                        .isTrue();
                assertThat(occurrences(reference.get().referenceSolution(), mutant.replace()))
                        .as("%s: occurrences of the replaced text in the reference", what).isEqualTo(1);
            }
        }
    }

    @Test
    void everyTypedLanguageHasOverflowMutants() {
        for (Language language : LanguageMutants.LANGUAGES) {
            if (language == Language.JAVASCRIPT) {
                continue;
            }
            assertThat(LanguageMutants.of(language)).as("overflow mutants of %s", language.displayName())
                    .filteredOn(m -> m.kind().equals("overflow")).hasSizeGreaterThanOrEqualTo(
                            OVERFLOWS_PER_TYPED_LANGUAGE);
        }
    }

    @TestFactory
    Stream<DynamicTest> theHiddenTestsKillEveryMutant() {
        Set<Language> wanted = DriverConformanceTest.languages();
        List<DynamicTest> tests = new ArrayList<>();
        for (Language language : LanguageMutants.LANGUAGES) {
            if (!wanted.contains(language)) {
                continue;
            }
            for (LanguageMutants.Mutant mutant : LanguageMutants.of(language)) {
                tests.add(DynamicTest.dynamicTest(language.id() + "/" + mutant.algorithm() + "/"
                        + mutant.representation() + ": " + mutant.name(), () -> measure(language, mutant)));
            }
        }
        return tests.stream();
    }

    private static void measure(Language language, LanguageMutants.Mutant mutant) {
        Instance instance = reference(language, mutant).orElseThrow();
        String program = mutant.applyTo(instance.referenceSolution());
        Execution base = PlusSandbox.programs().execute(language.id(), program);
        // A mutant that does not compile is a typo, not the plausible bug the table claims to measure.
        assertThat(base.compiled()).as("%s/%s mutant '%s' compiles:\n%s", language.id(), mutant.algorithm(),
                mutant.name(), base.compile().map(step -> step.stderrTail(1500)).orElse("")).isTrue();
        boolean passesBase = new Scorer().score(base, instance.expectedOutput(), program, Duration.ZERO).outcome()
                == Outcome.PASS;

        PlusResult plus = PlusSandbox.runner().run(instance, program);
        synchronized (FATES) {
            FATES.add(new Fate(language, mutant, passesBase, plus));
        }
        // Killed means a hidden test failed: a program the driver cannot even build proves nothing.
        assertThat(plus.outcome()).as("%s/%s/%s mutant '%s' (passes base: %s): %s", language.id(),
                mutant.algorithm(), mutant.representation(), mutant.name(), passesBase, plus.detail())
                .isIn(Outcome.WRONG_OUTPUT, Outcome.RUNTIME_ERROR, Outcome.TIMEOUT);
    }

    private static String summary() {
        StringBuilder table = new StringBuilder("| language | mutants | overflow | pass base | killed by plus "
                + "| killed of those passing base |\n|---|---:|---:|---:|---:|---:|\n");
        int[] all = new int[5];
        for (Language language : LanguageMutants.LANGUAGES) {
            List<Fate> fates = FATES.stream().filter(f -> f.language() == language).toList();
            if (fates.isEmpty()) {
                continue;
            }
            int[] row = counts(fates);
            for (int i = 0; i < row.length; i++) {
                all[i] += row[i];
            }
            table.append(summaryRow(language.displayName(), row));
        }
        return table.append(summaryRow("**all**", all)).toString();
    }

    /** mutants, overflow mutants, passing base, killed, killed among those passing base. */
    private static int[] counts(List<Fate> fates) {
        return new int[] {fates.size(), (int) fates.stream().filter(f -> f.mutant().kind().equals("overflow")).count(),
            (int) fates.stream().filter(Fate::passesBase).count(), (int) fates.stream().filter(Fate::killed).count(),
            (int) fates.stream().filter(f -> f.passesBase() && f.killed()).count()};
    }

    private static String summaryRow(String name, int[] c) {
        return "| " + name + " | " + c[0] + " | " + c[1] + " | " + c[2] + " | " + c[3] + " | " + c[4] + " of " + c[2]
                + " |\n";
    }

    private static String rows() {
        return "| language | algorithm | variant | kind | mutant | passes base | hidden tests failed "
                + "| first failing hidden test |\n|---|---|---|---|---|---|---:|---|\n"
                + FATES.stream().map(CrossLanguageMutantsTest::row).collect(Collectors.joining("\n"));
    }

    private static String row(Fate f) {
        LanguageMutants.Mutant m = f.mutant();
        String first = f.plus().firstFailure().map(failure -> failure.test() + " (" + f.plus().outcome().id() + ")")
                .orElse("-");
        return "| " + f.language().displayName() + " | " + m.algorithm() + " | " + m.representation() + " | "
                + m.kind() + " | " + m.name().replace("|", "\\|") + " | " + (f.passesBase() ? "yes" : "no") + " | "
                + (f.plus().total() - f.plus().passed()) + " / " + f.plus().total() + " | " + first.replace("|", "\\|")
                + " |";
    }

    private static Optional<Instance> reference(Language language, LanguageMutants.Mutant mutant) {
        return Representation.byId(mutant.representation())
                .flatMap(r -> dataset.instance(Instance.id(mutant.algorithm(), language, r)));
    }

    private static int occurrences(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
