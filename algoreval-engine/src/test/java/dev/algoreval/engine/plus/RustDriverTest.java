package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.Comparison;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Rust driver on {@link DriverContractTest}'s programs, written in Rust, plus other integer widths. */
class RustDriverTest extends DriverContractTest {

    @Override
    protected Language language() {
        return Language.RUST;
    }

    @Override
    protected String printsOnly(String expectedOutput) {
        return "fn main() {\n    print!(\"{}\", " + expectedOutput + ");\n}\n";
    }

    @Override
    protected List<String> missingFunctionMessage() {
        return List.of("cannot find function `dijkstra`");
    }

    @Override
    protected String wrongSignature() {
        return "fn dijkstra(n: usize, edges: &[(usize, usize, i32)]) -> Vec<i64> {\n    vec![0; n + edges.len()]\n}\n"
                + "\nfn main() {}\n";
    }

    @Override
    protected List<String> wrongSignatureMessage() {
        return List.of("takes 2 arguments but 3 arguments were supplied");
    }

    @Override
    protected String offByOne(String reference) {
        return reference.replace("fn dijkstra(", "fn real_dijkstra(")
                + "\nfn dijkstra(n: usize, edges: &[(usize, usize, i64)], src: usize) -> Vec<i64> {\n"
                + "    real_dijkstra(n, edges, src).into_iter().map(|d| if d > 0 { d + 1 } else { d }).collect()\n}\n";
    }

    @Override
    protected String failsOnFirstInput() {
        return "fn dijkstra(n: usize, _edges: &[(usize, usize, i32)], _src: usize) -> Vec<i64> {\n"
                + "    let none: Vec<i64> = Vec::new();\n    if n == 4 {\n        return vec![none[n]];\n    }\n    vec![0]\n}\n";
    }

    @Override
    protected String firstInputFailureMessage() {
        return "index out of bounds";
    }

    @Override
    protected String exitsOnSecondInput() {
        return "fn dijkstra(n: usize, _edges: &[(usize, usize, i32)], _src: usize) -> Vec<i64> {\n"
                + "    if n == 1 {\n        std::process::exit(3);\n    }\n    vec![0, 2, 5, -1]\n}\n";
    }

    @Override
    protected String chatty() {
        return "fn dijkstra(n: usize, _edges: &[(usize, usize, i32)], _src: usize) -> Vec<i64> {\n"
                + "    print!(\"debug {}\", n);\n    if n == 4 { vec![0, 2, 5, -1] } else { vec![0] }\n}\n\n"
                + "pub fn main() {\n    std::process::exit(7);\n}\n";
    }

    @Test
    void aBorrowedArgumentIsFreedAfterItsTestNotKeptForTheRun() {
        // The same list five times: freed after each test, its memory comes back for the next one. Kept for the
        // whole run (as the driver once leaked them), every test's list had memory of its own, and the scale
        // probe's repeated calls each touched fresh pages.
        Api total = new Api.Function(dev.algoreval.dataset.plus.TypeParser.parseMethod("total(xs: list<long>) -> long"));
        List<Long> list = java.util.stream.LongStream.rangeClosed(1, 1000).boxed().toList();
        List<dev.algoreval.dataset.plus.HiddenTest> tests = java.util.stream.IntStream.range(0, 5)
                .mapToObj(i -> dev.algoreval.dataset.plus.HiddenTest.function("same list " + i, List.of(list), 500500L))
                .toList();
        String program = """
                static mut SEEN: Vec<usize> = Vec::new();

                fn total(xs: &[i64]) -> i64 {
                    let at = xs.as_ptr() as usize;
                    unsafe {
                        if SEEN.len() == 4 && !SEEN.contains(&at) {
                            // A wrong answer, not a panic: an input that panics is run again in a fresh process.
                            return -1;
                        }
                        SEEN.push(at);
                    }
                    xs.iter().sum()
                }

                fn main() {}
                """;

        PlusResult result = runner.run(language(), total, Comparison.EXACT, program, tests);

        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Test
    void otherIntegerWidthsAndOwnedParametersAreAccepted() {
        String owned = "fn dijkstra(n: i32, edges: Vec<[i64; 3]>, src: usize) -> Vec<i32> {\n"
                + "    if n == 4 && edges.len() == 3 && src == 0 { vec![0, 2, 5, -1] } else { vec![0] }\n}\n";
        PlusResult result = runner.run(instance, owned, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Override
    protected String inPlaceSort() {
        return "fn sort_in_place(arr: &mut [i32]) {\n    for i in 1..arr.len() {\n        let mut j = i;\n"
                + "        while j > 0 && arr[j - 1] > arr[j] {\n            arr.swap(j - 1, j);\n            j -= 1;\n"
                + "        }\n    }\n}\n\nfn main() {}\n";
    }

    @Override
    protected String midpointIntegrator() {
        return "fn integrate(f: impl Fn(f64) -> f64, a: f64, b: f64, n: usize) -> f64 {\n"
                + "    let h = (b - a) / n as f64;\n    (0..n).map(|i| f(a + (i as f64 + 0.5) * h)).sum::<f64>() * h\n}\n"
                + "\nfn main() {}\n";
    }

    @Override
    protected String wrongIntegrator() {
        return "fn integrate(f: fn(i32) -> i32, a: f64, b: f64, n: usize) -> f64 {\n    f(n as i32) as f64 * (b - a)\n}\n"
                + "\nfn main() {}\n";
    }

    @Override
    protected List<String> wrongIntegratorMessage() {
        return List.of("mismatched types");
    }

    /**
     * Hopcroft-Karp's class API in timed mode, with a constructor and a hopcroft_karp that each spin 30 ms
     * (Kuhn's augmenting paths do the matching): a timed span of the constructor alone, or of neither
     * (the old driver wrote 0), stays under 60 ms.
     */
    @Test
    void theTimedModeOfAClassApiSpansTheConstructorAndEveryMethodCall() {
        String spinning = "struct BipGraph {\n    m: usize,\n    n: usize,\n    adj: Vec<Vec<usize>>,\n}\n\n"
                + "fn spin(ms: u128) {\n    let started = std::time::Instant::now();\n"
                + "    while started.elapsed().as_millis() < ms {\n        std::hint::black_box(0);\n    }\n}\n\n"
                + "impl BipGraph {\n    fn new(m: usize, n: usize) -> Self {\n        spin(30);\n"
                + "        BipGraph { m, n, adj: vec![Vec::new(); m + 1] }\n    }\n\n"
                + "    fn add_edge(&mut self, u: usize, v: usize) {\n        self.adj[u].push(v);\n    }\n\n"
                + "    fn augment(&self, u: usize, seen: &mut Vec<bool>, owner: &mut Vec<usize>) -> bool {\n"
                + "        for &v in &self.adj[u] {\n            if !seen[v] {\n                seen[v] = true;\n"
                + "                if owner[v] == 0 || self.augment(owner[v], seen, owner) {\n"
                + "                    owner[v] = u;\n                    return true;\n                }\n            }\n        }\n"
                + "        false\n    }\n\n"
                + "    fn hopcroft_karp(&mut self) -> usize {\n        spin(30);\n        let mut owner = vec![0; self.n + 1];\n"
                + "        (1..=self.m).filter(|&u| self.augment(u, &mut vec![false; self.n + 1], &mut owner)).count()\n    }\n}\n\n"
                + "fn main() {}\n";
        TimedDriverRunner.Result result = new TimedDriverRunner(dev.algoreval.dataset.plus.Interfaces.load(),
                PlusSandbox.programs()).run(edgeListInstance("hopcroft-karp"), spinning, List.of(MATCHING_TESTS));
        assertThat(result.compiled()).as(result.compile().map(Object::toString).orElse("")).isTrue();
        TimedDriverRunner.Batch batch = result.batches().get(0);
        assertThat(batch.output().results()).containsExactly(new DriverOutput.Returned(List.of(2L)),
                new DriverOutput.Returned(List.of(0L)));
        assertThat(batch.nanos()).containsOnlyKeys(0, 1);
        assertThat(batch.nanos().values()).allSatisfy(t -> {
            assertThat(t.wall()).isGreaterThanOrEqualTo(60_000_000L).isLessThan(batch.run().elapsed().toNanos());
            assertThat(t.cpu()).isPositive();
        });
    }

    @Test
    void aVecParameterIsChangedInPlaceAndADynFunctionIsPassedToo() {
        String vec = inPlaceSort().replace("arr: &mut [i32]", "arr: &mut Vec<i32>");
        PlusResult sorted = runner.run(language(), SORT, Comparison.EXACT, vec, SORT_TESTS);
        assertThat(sorted.outcome()).as(sorted.detail()).isEqualTo(Outcome.PASS);
        String dyn = midpointIntegrator().replace("f: impl Fn(f64) -> f64", "f: &dyn Fn(f64) -> f64");
        PlusResult integrated = runner.run(language(), INTEGRATE, Comparison.EXACT, dyn, INTEGRATE_TESTS);
        assertThat(integrated.outcome()).as(integrated.detail()).isEqualTo(Outcome.PASS);
        String generic = midpointIntegrator().replace("fn integrate(f: impl Fn(f64) -> f64,", "fn integrate<F: Fn(f64) -> f64>(f: F,");
        PlusResult viaGeneric = runner.run(language(), INTEGRATE, Comparison.EXACT, generic, INTEGRATE_TESTS);
        assertThat(viaGeneric.outcome()).as(viaGeneric.detail()).isEqualTo(Outcome.PASS);
    }

    @Override
    protected String addAndRepeat(boolean withRepeat) {
        return "fn add(a: i32, b: i32) -> i64 {\n    a as i64 + b as i64\n}\n\n"
                + (withRepeat ? "fn repeat(s: &str, times: i32) -> String {\n    s.repeat(times as usize)\n}\n\n" : "")
                + "fn main() {}\n";
    }

    @Override
    protected String lettersAndWeights() {
        return "use std::collections::BTreeMap;\n\nfn letter_counts(text: &str) -> BTreeMap<char, i32> {\n"
                + "    let mut counts = BTreeMap::new();\n    for c in text.chars() {\n"
                + "        *counts.entry(c).or_insert(0) += 1;\n    }\n    counts\n}\n\n"
                + "fn weigh(text: &str, weights: &BTreeMap<char, i32>) -> i64 {\n"
                + "    text.chars().map(|c| weights[&c] as i64).sum()\n}\n\nfn main() {}\n";
    }
}
