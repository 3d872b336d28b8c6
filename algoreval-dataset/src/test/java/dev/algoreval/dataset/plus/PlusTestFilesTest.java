package dev.algoreval.dataset.plus;

import dev.algoreval.dataset.TestSelection;
import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.Variant;
import dev.algoreval.dataset.plus.gen.PlusTestGenerator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every variant with a typed interface has a hidden-test file that its generator reproduces byte for
 * byte (so the stored inputs are the seeded ones and the stored results the oracle's), with at least
 * 10 tests, unique names, arguments and results of the interface's types, and expected results that
 * pass the variant's own comparison (a checker must accept the oracle's answer).
 *
 * <p>To (re)write files: {@code mvn -pl algoreval-dataset test -Dtest=PlusTestFilesTest
 * -Dalgoreval.writePlusTests=dijkstra,prim-mst} (or {@code all}); the files go to src/main/resources.
 */
class PlusTestFilesTest {
    static final int MINIMUM_TESTS = 10;
    private static final Path RESOURCES = Path.of("src/main/resources");

    @TestFactory
    Stream<DynamicTest> everyVariantWithAnInterfaceHasReproducibleHiddenTests() {
        Dataset dataset = Dataset.load();
        Interfaces interfaces = Interfaces.load();
        Set<String> toWrite = Set.of(System.getProperty("algoreval.writePlusTests", "").split(","));
        List<DynamicTest> tests = new ArrayList<>();
        for (Algorithm algorithm : dataset.algorithms()) {
            for (Variant variant : algorithm.variants()) {
                Representation rep = variant.representation();
                Optional<Api> api = interfaces.of(algorithm.id(), rep);
                if (api.isEmpty() || !TestSelection.includes(algorithm.id())) {
                    continue;
                }
                tests.add(DynamicTest.dynamicTest(algorithm.id() + "/" + rep.id(), () -> {
                    boolean write = toWrite.contains("all") || toWrite.contains(algorithm.id());
                    check(algorithm.id(), rep, api.get(), interfaces.comparison(algorithm.id(), rep), write);
                }));
            }
        }
        return tests.stream();
    }

    private static void check(String algorithmId, Representation rep, Api api, Comparison comparison, boolean write)
            throws IOException {
        PlusTestGenerator generator = generator(algorithmId);
        List<HiddenTest> generated = generator.tests(rep);
        String text = HiddenTests.format(generated);
        String resource = HiddenTests.resource(algorithmId, rep);
        Path file = RESOURCES.resolve(resource);
        if (write) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
        }
        assertThat(file).as("hidden tests of %s/%s (write them with -Dalgoreval.writePlusTests=%s)",
                algorithmId, rep.id(), algorithmId).exists();
        assertThat(Files.readString(file, StandardCharsets.UTF_8))
                .as("%s matches what its generator makes now", resource).isEqualTo(text);
        List<HiddenTest> stored = HiddenTests.read(resource, PlusTestFilesTest.class.getClassLoader()).orElseThrow();
        assertThat(stored).as(resource).hasSizeGreaterThanOrEqualTo(MINIMUM_TESTS);
        Set<String> names = new HashSet<>();
        for (HiddenTest t : stored) {
            assertThat(names.add(t.name())).as("%s: test name '%s' is unique", resource, t.name()).isTrue();
            checkShapes(resource, api, t);
            assertThat(ResultComparer.mismatch(api, comparison, t, t.expected()))
                    .as("%s: '%s' expected result passes the variant's own comparison", resource, t.name()).isEmpty();
        }
    }

    private static void checkShapes(String resource, Api api, HiddenTest t) {
        String at = resource + " '" + t.name() + "'";
        if (api instanceof Api.Function f) {
            assertThat(t.calls()).as(at + ": a function API has no calls").isEmpty();
            checkArgs(at, f.method().params(), t.args());
            f.method().resultType().ifPresent(r -> assertThat(TypeConformance.check(r, t.expected(), at + " expected"))
                    .as(at).isEmpty());
            return;
        }
        // A class API's test builds the object first; several functions are called without one.
        List<Param> before = api instanceof Api.ClassApi c ? c.constructor() : List.of();
        checkArgs(at + (api instanceof Api.ClassApi ? " constructor" : ""), before, t.args());
        assertThat(t.calls()).as(at + ": a test of a class or of several functions makes calls").isNotEmpty();
        List<Type> returned = new ArrayList<>();
        for (HiddenTest.Call call : t.calls()) {
            Method m = api.callables().stream().filter(x -> x.name().equals(call.method())).findFirst().orElse(null);
            assertThat(m).as(at + ": " + call.method() + " is in the interface").isNotNull();
            checkArgs(at + " " + call.method(), m.params(), call.args());
            m.returns().ifPresent(returned::add);
        }
        assertThat(t.expected()).as(at + ": expected is the list of returned values").isInstanceOf(List.class);
        List<?> results = (List<?>) t.expected();
        assertThat(results).as(at + ": one expected value per returning call").hasSize(returned.size());
        for (int i = 0; i < results.size(); i++) {
            assertThat(TypeConformance.check(returned.get(i), results.get(i), at + " expected[" + i + "]")).as(at).isEmpty();
        }
    }

    private static void checkArgs(String at, List<Param> params, List<Object> args) {
        assertThat(args).as(at + ": argument count").hasSize(params.size());
        for (int i = 0; i < params.size(); i++) {
            assertThat(TypeConformance.check(params.get(i).type(), args.get(i), at + " " + params.get(i).name()))
                    .as(at).isEmpty();
        }
    }

    static PlusTestGenerator generator(String algorithmId) {
        StringBuilder name = new StringBuilder(PlusTestGenerator.class.getPackageName()).append('.');
        for (String part : algorithmId.split("-")) {
            name.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        name.append("PlusTests");
        try {
            return (PlusTestGenerator) Class.forName(name.toString()).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("no hidden-test generator for " + algorithmId + ": expected class " + name, e);
        }
    }
}
