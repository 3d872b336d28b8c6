package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.plus.HiddenTests;
import java.util.Arrays;
import java.util.List;
import dev.algoreval.engine.scoring.PlusResult;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every reference passes its variant's hidden tests through its language's driver, in the real
 * sandbox: the driver reads every input type, calls every interface shape and writes every result
 * type the graph variants use. {@code -Dalgoreval.test.driverLanguages=c,cpp} narrows the languages.
 */
class DriverConformanceTest {

    @TestFactory
    Stream<DynamicTest> everyReferencePassesItsHiddenTestsThroughItsDriver() {
        PlusRunner runner = PlusSandbox.runner();
        Set<Language> languages = languages();
        List<Instance> instances = Dataset.load().instances().stream()
                .filter(i -> languages.contains(i.language()))
                .filter(runner::covers)
                .toList();
        return instances.stream().map(instance -> DynamicTest.dynamicTest(instance.id(), () -> {
            PlusResult result = runner.run(instance, instance.referenceSolution());
            assertThat(result.outcome()).as("%s: %s", instance.id(), result.detail())
                    .isEqualTo(dev.algoreval.engine.scoring.Outcome.PASS);
            assertThat(result.passed()).isEqualTo(HiddenTests.of(instance.algorithm().id(),
                    instance.representation()).orElseThrow().size());
        }));
    }

    static Set<Language> languages() {
        String wanted = System.getProperty("algoreval.test.driverLanguages", "");
        if (wanted.isBlank()) {
            return Arrays.stream(Language.values()).filter(l -> Drivers.forLanguage(l).isPresent())
                    .collect(Collectors.toSet());
        }
        return Arrays.stream(wanted.split(",")).map(String::trim)
                .map(id -> Language.byId(id).orElseThrow(() -> new IllegalArgumentException("no language " + id)))
                .collect(Collectors.toSet());
    }
}
