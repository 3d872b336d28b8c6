package dev.algoreval.dataset.plus.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.TestSelection;
import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.HiddenTests;
import dev.algoreval.dataset.plus.Interfaces;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every hidden input stays within its variant's input contract: a test outside it asks for more than the
 * plus prompt states, and fails the build naming the test and the clause. Every variant with hidden tests
 * has a contract, and every clause speaks of something some test holds. With
 * {@code -Dalgoreval.surveyContracts=true} it also prints what each variant's tests actually hold, path by
 * path (the starting point for writing or tightening a contract).
 */
class PlusContractTest {
    private static final boolean SURVEY = Boolean.getBoolean("algoreval.surveyContracts");
    private static final Path TABLE_FILE = Path.of("CONTRACTS.md");

    /**
     * CONTRACTS.md lists every variant's contract as the plus prompt states it; it is generated from the
     * plus.yaml files ({@code -Dalgoreval.writeContractsTable=true}) and must never be stale.
     */
    @Test
    void theContractsTableIsTheContractsAsThePromptStatesThem() throws IOException {
        String table = table(Dataset.load(), Interfaces.load());
        if (Boolean.getBoolean("algoreval.writeContractsTable")) {
            Files.writeString(TABLE_FILE, table, StandardCharsets.UTF_8);
        }
        assertThat(Files.exists(TABLE_FILE) ? Files.readString(TABLE_FILE, StandardCharsets.UTF_8) : "")
                .as("%s is generated from the contracts: run with -Dalgoreval.writeContractsTable=true", TABLE_FILE)
                .isEqualTo(table);
    }

    private static String table(Dataset dataset, Interfaces interfaces) {
        StringBuilder out = new StringBuilder("# AlgoREval+ input contracts\n\n"
                + "Generated from the `contract:` of each variant in `algorithms/<id>/plus.yaml` by `PlusContractTest`\n"
                + "(`-Dalgoreval.writeContractsTable=true`); the plus prompt states these sentences after the signature,\n"
                + "every hidden input is checked against them, and a contract-minimal implementation per variant\n"
                + "(`src/test/resources/plus/minimal/`) passes every hidden test relying on nothing else. See README section 9.3.\n");
        for (Algorithm algorithm : dataset.algorithms()) {
            for (Variant variant : algorithm.variants()) {
                Contract contract = interfaces.contract(algorithm.id(), variant.representation());
                if (interfaces.of(algorithm.id(), variant.representation()).isEmpty()) {
                    continue;
                }
                out.append("\n## ").append(algorithm.id()).append(" / ").append(variant.representation().id()).append("\n\n");
                if (contract.isEmpty()) {
                    out.append("(no contract yet)\n");
                }
                contract.sentences().forEach(sentence -> out.append("- ").append(sentence).append('\n'));
            }
        }
        return out.toString();
    }

    @TestFactory
    Stream<DynamicTest> everyHiddenInputKeepsItsVariantsContract() {
        Dataset dataset = Dataset.load();
        Interfaces interfaces = Interfaces.load();
        List<DynamicTest> tests = new ArrayList<>();
        for (Algorithm algorithm : dataset.algorithms()) {
            if (!TestSelection.includes(algorithm.id())) {
                continue;
            }
            for (Variant variant : algorithm.variants()) {
                List<HiddenTest> hidden = HiddenTests.of(algorithm.id(), variant.representation()).orElse(null);
                if (hidden == null) {
                    continue;
                }
                String name = algorithm.id() + "/" + variant.representation().id();
                tests.add(DynamicTest.dynamicTest(name, () -> {
                    Api api = interfaces.of(algorithm.id(), variant.representation()).orElseThrow();
                    Contract contract = interfaces.contract(algorithm.id(), variant.representation());
                    if (SURVEY) {
                        System.out.println(name + "\n" + ContractSurvey.survey(api, hidden));
                    }
                    assertThat(contract.isEmpty()).as("%s has hidden tests but no input contract in plus.yaml", name)
                            .isFalse();
                    List<String> broken = new ArrayList<>();
                    for (HiddenTest test : hidden) {
                        for (String violation : contract.violations(test, api)) {
                            broken.add("test '" + test.name() + "': " + violation);
                        }
                    }
                    assertThat(broken).as("%s: hidden inputs outside the contract", name).isEmpty();
                    for (Clause clause : contract.clauses()) {
                        assertThat(hidden.stream().anyMatch(t -> clause.reaches(t, api)))
                                .as("%s: no hidden test has a value the clause \"%s\" speaks of", name, clause.sentence())
                                .isTrue();
                    }
                }));
            }
        }
        return tests.stream();
    }
}
