package dev.algoreval.dataset.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * For every instance with an interface (variant × language), each entry of the rendered signature is defined in
 * the reference program with the same name and parameter count. This is a textual check, not a
 * compile check. The references were written before the typed interfaces, so some deviate
 * (mostly C, whose references pass vertex counts and caller-allocated out-arrays instead of the
 * rendered pointer+length convention); those are listed in {@code plus/reference-deviations.txt},
 * and the test fails both on a new mismatch and on a listed one that no longer occurs, so the list
 * stays the exact work left for the drivers.
 */
class ReferenceSignatureTest {

    private static final Dataset DATASET = Dataset.load();
    private static final Interfaces INTERFACES = Interfaces.load();

    @Test
    void everyReferenceDefinesTheRenderedEntriesWithTheirArity() throws IOException {
        Interfaces interfaces = INTERFACES;
        List<String> mismatches = new ArrayList<>();
        int checked = 0;
        for (Instance instance : DATASET.instances()) {
            // Every graph instance has an interface (InterfacesTest); other domains are checked as they get theirs.
            if (interfaces.of(instance).isEmpty()) {
                continue;
            }
            Api api = interfaces.of(instance).orElseThrow();
            Signature signature = SignatureRenderer.forLanguage(instance.language()).render(api);
            for (Signature.Entry entry : signature.entries()) {
                checked++;
                String name = ReferenceDefinitions.definedName(instance.language(), api, entry.name());
                List<ReferenceDefinitions.Definition> found = ReferenceDefinitions.find(instance.referenceSolution(), name);
                boolean implicitConstructor = api instanceof Api.ClassApi c && entry.name().equals(c.name())
                        && entry.arity() == 0 && found.isEmpty()
                        && ReferenceDefinitions.declaresClass(instance.referenceSolution(), c.name());
                if (!implicitConstructor && found.stream().noneMatch(d -> d.accepts(entry.arity()))) {
                    mismatches.add(instance.id() + " " + name + "/" + entry.arity() + " reference: "
                            + (found.isEmpty() ? "no definition" : found.stream().map(d -> "(" + d.parameters() + ")")
                                    .collect(Collectors.joining(" | "))));
                }
            }
        }
        assertThat(checked).isGreaterThanOrEqualTo(56 * 7);
        Set<String> listed = listedDeviations();
        Set<String> actualKeys = mismatches.stream().map(m -> m.substring(0, m.indexOf(" reference:")))
                .collect(Collectors.toCollection(TreeSet::new));
        List<String> unexpected = mismatches.stream().filter(m -> !listed.contains(m.substring(0, m.indexOf(" reference:"))))
                .map(m -> m + "\n    expected signature:\n" + expectedText(m)).toList();
        assertThat(unexpected).as("references that do not define the rendered signature (instance entry/arity)").isEmpty();
        assertThat(listed).as("deviations listed in plus/reference-deviations.txt that no longer occur").isSubsetOf(actualKeys);
    }

    private static String expectedText(String mismatch) {
        Instance instance = DATASET.instance(mismatch.substring(0, mismatch.indexOf(' '))).orElseThrow();
        Api api = INTERFACES.of(instance).orElseThrow();
        return SignatureRenderer.forLanguage(instance.language()).render(api).text().indent(6);
    }

    private static Set<String> listedDeviations() throws IOException {
        try (InputStream in = ReferenceSignatureTest.class.getResourceAsStream("/plus/reference-deviations.txt")) {
            if (in == null) {
                return Set.of();
            }
            return Arrays.stream(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"))
                    .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#"))
                    .map(l -> l.contains("  ") ? l.substring(0, l.indexOf("  ")) : l)
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }
}
