package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
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
}
