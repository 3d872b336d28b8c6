package dev.algoreval.dataset.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README section 9 renderings of an inout list and of a function argument, in every language. */
class InPlaceAndFunctionRenderingTest {
    private static final Api SORT = new Api.Function(TypeParser.parseMethod("heapSort(arr: inout list<int>)"));
    private static final Api INTEGRATE = new Api.Function(
            TypeParser.parseMethod("simpson(f: fn(double) -> double, a: double, b: double, n: int) -> double"));

    private static Signature render(Language language, Api api) {
        return SignatureRenderer.forLanguage(language).render(api);
    }

    @Test
    void anInoutListIsAMutableListAndNothingIsReturned() {
        assertThat(render(Language.PYTHON, SORT).text()).isEqualTo("def heapSort(arr: list[int]) -> None: ...");
        assertThat(render(Language.C, SORT).text()).isEqualTo("void heapSort(int *arr, int arrSize);");
        assertThat(render(Language.C, SORT).entries()).containsExactly(new Signature.Entry("heapSort", 2));
        assertThat(render(Language.CPP, SORT).text()).isEqualTo("void heapSort(std::vector<int>& arr);");
        assertThat(render(Language.JAVA, SORT).text()).contains("static void heapSort(int[] arr) { ... }");
        assertThat(render(Language.JAVASCRIPT, SORT).text())
                .contains("@param {Array<number>} arr - changed in place").contains("function heapSort(arr) {}");
        assertThat(render(Language.RUST, SORT).text()).isEqualTo("fn heap_sort(arr: &mut [i32]) { ... }");
        assertThat(render(Language.GO, SORT).text()).isEqualTo("func heapSort(arr []int) { ... }");
    }

    @Test
    void aFunctionArgumentIsEachLanguagesFunctionType() {
        assertThat(render(Language.PYTHON, INTEGRATE).text()).isEqualTo("from collections.abc import Callable\n\n"
                + "def simpson(f: Callable[[float], float], a: float, b: float, n: int) -> float: ...");
        assertThat(render(Language.C, INTEGRATE).text())
                .isEqualTo("double simpson(double (*f)(double), double a, double b, int n);");
        assertThat(render(Language.C, INTEGRATE).entries()).containsExactly(new Signature.Entry("simpson", 4));
        assertThat(render(Language.CPP, INTEGRATE).text())
                .isEqualTo("double simpson(const std::function<double(double)>& f, double a, double b, int n);");
        assertThat(render(Language.JAVA, INTEGRATE).text()).startsWith("import java.util.function.DoubleUnaryOperator;\n\n")
                .contains("static double simpson(DoubleUnaryOperator f, double a, double b, int n) { ... }");
        assertThat(render(Language.JAVASCRIPT, INTEGRATE).text()).contains("@param {function(number): number} f");
        assertThat(render(Language.RUST, INTEGRATE).text())
                .isEqualTo("fn simpson(f: impl Fn(f64) -> f64, a: f64, b: f64, n: i32) -> f64 { ... }");
        assertThat(render(Language.GO, INTEGRATE).text())
                .isEqualTo("func simpson(f func(float64) float64, a float64, b float64, n int) float64 { ... }");
    }

    @Test
    void theMenuNamesSingleTokensWithJavaImplementations() {
        List<String> names = RealFunctions.names();
        assertThat(names).hasSizeBetween(6, 10).doesNotHaveDuplicates().allSatisfy(n -> assertThat(n).doesNotContain(" "));
        assertThat(RealFunctions.get("x^2").applyAsDouble(3)).isEqualTo(9.0);
        assertThat(RealFunctions.get("1/(1+x^2)").applyAsDouble(2)).isEqualTo(0.2);
        assertThat(RealFunctions.get("|x|").applyAsDouble(-1.5)).isEqualTo(1.5);
        assertThat(RealFunctions.named("tan(x)")).isEmpty();
    }
}
