import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

public class Main {
    /** The AlgoREval+ interface: the permutations as an array of rows. */
    static int[][] permutations(int[] items) {
        return permutationList(items).toArray(new int[0][]);
    }

    static List<int[]> permutationList(int[] items) {
        List<int[]> result = new ArrayList<>();
        extend(items, new int[items.length], 0, new boolean[items.length], result);
        return result;
    }

    // current[0..depth) holds the items chosen so far; used marks which indices they came from
    private static void extend(int[] items, int[] current, int depth, boolean[] used, List<int[]> result) {
        if (depth == items.length) {
            result.add(current.clone());
            return;
        }
        for (int i = 0; i < items.length; i++) {
            if (used[i]) continue;
            used[i] = true;
            current[depth] = items[i];
            extend(items, current, depth + 1, used, result);
            used[i] = false;
        }
    }

    public static void main(String[] args) {
        List<int[]> perms = permutationList(new int[] {3, -1, 4, 0});
        perms.sort(Arrays::compare);
        for (int[] p : perms) {
            System.out.println(Arrays.stream(p).mapToObj(String::valueOf).collect(Collectors.joining(" ")));
        }
        System.out.println(permutationList(new int[] {1, 2, 3, 4, 5, 6}).size());
    }
}
