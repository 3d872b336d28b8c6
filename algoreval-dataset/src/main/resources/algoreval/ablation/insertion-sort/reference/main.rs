fn solve(items: &[[i32; 2]]) -> Vec<[i32; 2]> {
    let mut sorted = items.to_vec();
    for i in 1..sorted.len() {
        let pair = sorted[i];
        let mut j = i;
        while j > 0 && sorted[j - 1][0] > pair[0] {
            sorted[j] = sorted[j - 1];
            j -= 1;
        }
        sorted[j] = pair;
    }
    sorted
}

fn main() {
    let items = [[5, 0], [2, 1], [5, 2], [1, 3], [2, 4], [5, 5], [3, 6]];
    let ids: Vec<String> = solve(&items).iter().map(|pair| pair[1].to_string()).collect();
    println!("{}", ids.join(" "));
}
