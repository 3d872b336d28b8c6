fn extend(items: &[i64], current: &mut Vec<i64>, used: &mut [bool], result: &mut Vec<Vec<i64>>) {
    if current.len() == items.len() {
        result.push(current.clone());
        return;
    }
    for i in 0..items.len() {
        if used[i] {
            continue;
        }
        used[i] = true;
        current.push(items[i]);
        extend(items, current, used, result);
        current.pop();
        used[i] = false;
    }
}

fn permutations_of(items: &[i64]) -> Vec<Vec<i64>> {
    let mut result = Vec::new();
    extend(items, &mut Vec::new(), &mut vec![false; items.len()], &mut result);
    result
}

/// The AlgoREval+ interface: i32 items.
#[allow(dead_code)]
fn permutations(items: &[i32]) -> Vec<Vec<i32>> {
    let wide: Vec<i64> = items.iter().map(|&x| x as i64).collect();
    permutations_of(&wide).into_iter().map(|p| p.into_iter().map(|x| x as i32).collect()).collect()
}

fn main() {
    let mut perms = permutations_of(&[3, -1, 4, 0]);
    perms.sort();
    for p in &perms {
        let parts: Vec<String> = p.iter().map(|x| x.to_string()).collect();
        println!("{}", parts.join(" "));
    }
    println!("{}", permutations_of(&[1, 2, 3, 4, 5, 6]).len());
}
